import { matchKey } from '../../lists';
import type { ValidatedPlan } from '../plan';
import { notFoundReply } from './choose-list';
import { focusedList, pointsAtList } from './focus';
import { doCommand, doPlan, type OfflineRequest, sayPlan, unchangedPlan } from './plans';
import { findNamedList, isPlausibleListName, listNameFrom } from './list-phrases';

/** Renames a list: the one named, or "it", the one the previous turn was about. A quoted new name is taken as written. */
export function planRename(request: OfflineRequest, listPhrase: string, newPhrase: string, quoted: boolean): ValidatedPlan | undefined {
  const newName = quoted ? newPhrase : listNameFrom(newPhrase)?.replace(/^["']|["']$/g, '').trim();
  if (!newName || (!quoted && !isPlausibleListName(newName))) {
    return undefined;
  }
  let list = findNamedList(request.lists, listPhrase);
  if (!list && pointsAtList(listPhrase)) {
    const focused = focusedList(request);
    if ('reply' in focused) {
      return sayPlan(focused.reply);
    }
    list = focused.value;
  }
  if (!list) {
    const name = listNameFrom(listPhrase);
    // The new name is said back too: the reply accounts for every word of the request.
    return name !== undefined && isPlausibleListName(name) ? sayPlan(notFoundReply(request, name).replace(`'${name}'.`, `'${name}' to rename to '${newName}'.`)) : undefined;
  }
  if (matchKey(list.name) === matchKey(newName)) {
    return unchangedPlan(`${list.name} is already called that.`);
  }
  return doPlan([doCommand('renameList', { list: list.name, newName })]);
}
