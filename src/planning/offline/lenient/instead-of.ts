import { trimRemark } from '../message-pieces';
import { mentionedItems } from '../spot-request';
import type { LenientReader, LenientReading } from './lenient-reader';

/**
 * "not the gruyère, the comté please, they have it at the Rewe": the item there, then the one
 * wanted instead, as a replacement, offered, with what follows said back.
 */
export function insteadOf(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, attempt } = reader;
  const { lead = '', old, wanted, rest = '' } = /^(?<lead>\s*(?:pantry\s*,?\s*)?)(?:no|not)\s+(?:the\s+)?(?<old>[^,.!?;]+?)\s*[,;]\s*(?:but\s+)?(?:the\s+)?(?<wanted>[^,.!?;]+?)(?:\s+(?:please|pls|instead))*\s*(?<rest>[,.!?;].*)?$/iu.exec(candidate)?.groups ?? {};
  if (old === undefined || wanted === undefined || mentionedItems(old, lists).length === 0) {
    return undefined;
  }
  const reading = attempt(`${lead}replace ${old} with ${wanted}`, []);
  const setAside = [trimRemark(rest.replace(/^[\s,.!?;]+/u, ''))].filter((piece) => piece.length > 0);
  return reading && { ...reading, setAside, unasked: false };
}
