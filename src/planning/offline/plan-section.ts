import { formatItem, parseSection, sectionOfItem } from '../../lists';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';
import type { ValidatedPlan } from '../plan';
import { doCommand, doPlan, type Intent, type OfflineRequest, sayPlan, unchangedPlan, whenMatches } from './intent';
import { itemsOnList, missingNote } from './items-on-list';
import { findNamedList } from './list-phrases';

/**
 * Puts items under a section of the shop: "put tofu under produce". Only a section the dictionary
 * reads, and never when a list answers to those words, since "move tofu to party" is a move.
 */
function planSection(request: OfflineRequest, itemsText: string, sectionPhrase: string, listPhrase: string | undefined): ValidatedPlan | undefined {
  const section = parseSection(sectionPhrase);
  // "the other section" points at one, as "the other list" does; only "other" names the section.
  if (section === undefined || findNamedList(request.lists, sectionPhrase) || /^the other\b/i.test(sectionPhrase.trim())) {
    return undefined;
  }
  const chosen = itemsOnList(request, itemsText, listPhrase, `Which list should I sort it on?`);
  if (!chosen || 'reply' in chosen) {
    return chosen && sayPlan(chosen.reply);
  }
  const { list, found, missing } = chosen;
  if (found.length === 0) {
    return sayPlan(missingNote(missing, list));
  }
  const toMove = found.filter((item) => !(item.section === section && sectionOfItem(item) === section));
  if (toMove.length === 0) {
    const named = found.map(formatItem);
    return unchangedPlan(`${capitalize(joinWords(named))} ${agree(named, 'is', 'are')} already under ${section}.`);
  }
  const reply = [`Moved ${joinWords(toMove.map(formatItem))} to ${section} on ${list.name}.`, missingNote(missing, list)].filter(Boolean).join(' ');
  return doPlan([doCommand('moveToSection', { list: list.name, items: toMove.map(formatItem), section })], reply);
}

const LIST_AFTER = String.raw`(?: (?:on|in) (?:the )?(?<list>[^,]+?))?`;
const putUnder = whenMatches(
  new RegExp(String.raw`^(?:put|move|file|place|shift|sort|list) (?:the )?(?<items>.+?) (?:under|in with|in|into|to|with) (?<section>.+?)${LIST_AFTER}$`, 'i'),
  (groups, request) => planSection(request, groups.items ?? '', groups.section ?? '', groups.list),
);
const goesIn = whenMatches(
  new RegExp(String.raw`^(?:the )?(?<items>.+?) (?:goes|go|belongs|belong|should go|should be|is|are) (?:under|in with|in|with|to) (?<section>.+?)${LIST_AFTER}$`, 'i'),
  (groups, request) => planSection(request, groups.items ?? '', groups.section ?? '', groups.list),
);

/** Requests that sort items into the shop's sections. */
export const sectionIntents: readonly Intent[] = [putUnder, goesIn];
