import { formatItem, parseSection, sectionOfItem } from '../../lists';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';
import type { ValidatedPlan } from '../plan';
import type { ItemsPhrase } from './clause';
import { doCommand, doPlan, type OfflineRequest, sayPlan, unchangedPlan } from './plans';
import { itemsOnList, missingNote } from './items-on-list';
import { findNamedList } from './list-phrases';

/**
 * Puts items under a section of the shop: "put tofu under produce". Only a section the dictionary
 * reads, and never when a list answers to those words, since "move tofu to party" is a move.
 */
export function planSection(request: OfflineRequest, phrase: ItemsPhrase, sectionPhrase: string, listPhrase: string | undefined): ValidatedPlan | undefined {
  const section = parseSection(sectionPhrase);
  // "the other section" points at one, as "the other list" does; only "other" names the section.
  if (section === undefined || findNamedList(request.lists, sectionPhrase) || /^the other\b/i.test(sectionPhrase.trim())) {
    return undefined;
  }
  const chosen = itemsOnList(request, phrase, listPhrase, `Which list should I sort it on?`);
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
  return doPlan([doCommand('moveToSection', { list: list.name, items: toMove.map(formatItem), section })], missingNote(missing, list));
}
