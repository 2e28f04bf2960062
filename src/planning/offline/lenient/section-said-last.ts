import { parseSection } from '../../../lists';
import { mentionedItems } from '../spot-request';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';

// "Kitchen roll, bin bags, foil & washing up liquid all household", "cheetos - snacks": items, then the section they go in.
const SECTION_LAST = /^(?<items>[^.!?\n]+?)\s*(?:[-:–]\s*|\s(?:all\s+)?(?:(?:in|under|into|go in|go under|goes in|goes under)\s+)?)(?:the\s+)?(?<section>(?:personal\s+|meat\s+(?:&|and)\s+|dairy\s+(?:&|and)\s+)?\p{L}+)(?:\s+(?:section|aisle))?(?:\s+(?:please|pls|thanks))?[\s.!]*$/iu;

/**
 * Items on the lists, then a shop section, with no verb: they are sorted into it ("Kitchen roll,
 * bin bags, foil & washing up liquid all household"). What comes before the section must name
 * items on the lists, and the section must be one of the shop's.
 */
export function sectionSaidLast(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, read, found } = reader;
  const { items, section } = SECTION_LAST.exec(candidate.trim())?.groups ?? {};
  if (items === undefined || section === undefined || parseSection(section) === undefined || mentionedItems(items, lists).length === 0 || /^\s*(?:add|put|get|buy|need|move|tick|got|remove|take)\b/iu.test(items)) {
    return undefined;
  }
  const planned = read(`move ${items} to ${section}`);
  const reading = planned.understood ? found(planned.plan, []) : undefined;
  return reading && doCommands(reading.plan).every((command) => command.action === 'moveToSection') ? reading : undefined;
}
