import { joinPlans, saysOnly } from '../plans';
import type { LenientReader, LenientReading } from './lenient-reader';

// "did u get the oats and cheese", "has anyone bought the snags or the buns": asked whether, of several things.
const ASKED_WHETHER = /^\s*(?:(?:hey|ok|so|and)\s+)?(?:\p{L}+[\s,]+)?(?<ask>(?:did|has|have)\s+(?:you|u|ya|anyone|anybody|someone|somebody|we|he|she|they)\s+(?:already\s+)?(?:get|got|buy|bought|grab|grabbed|pick up|picked up|find|found|remember)\s+)(?<items>.+?)(?:\s+(?:tho|though|or no|or not|yet|already|too))*[\s?!.]*$/iu;
const ITEM_SEPARATOR = /\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|n|&|\+)\s+/iu;

/**
 * A question whether someone got things, asked of each, and of anyone ("kofi did u get the cheese
 * or no" of the cheese alone): each answer the strict reading gives ("Not yet: cheese is still to
 * buy on groceries."), in turn. Only where every one is answered.
 */
export function askedOfEach(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { read } = reader;
  const { ask, items } = ASKED_WHETHER.exec(candidate)?.groups ?? {};
  const named = items?.split(ITEM_SEPARATOR).map((item) => item.trim()).filter((item) => item.length > 0) ?? [];
  if (ask === undefined || named.length === 0) {
    return undefined;
  }
  const answers = named.map((item) => read(`${ask}${item}?`));
  const plans = answers.flatMap((answer) => (answer.understood && saysOnly(answer.plan) ? [answer.plan] : []));
  return plans.length === named.length ? { plan: joinPlans(plans), setAside: [], respelt: [], unasked: true } : undefined;
}
