import { matchKey, renameList } from '../../lists';
import type { ValidatedPlan } from '../plan';
import { notFoundReply } from './choose-list';
import { focusedList, pointsAtList } from './focus';
import { doCommand, doPlan, type Intent, type OfflineRequest, sayPlan, unchangedPlan, whenMatches } from './intent';
import { findNamedList, isPlausibleListName, isQuoted, listNameFrom } from './list-phrases';

/** Renames a list: the one named, or "it", the one the previous turn was about. */
function planRename(request: OfflineRequest, listPhrase: string, newPhrase: string): ValidatedPlan | undefined {
  const newName = listNameFrom(newPhrase)?.replace(/^["']|["']$/g, '').trim();
  if (!newName || (!isPlausibleListName(newName) && !isQuoted(newPhrase))) {
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
    return name !== undefined && isPlausibleListName(name) ? sayPlan(notFoundReply(request, name)) : undefined;
  }
  if (matchKey(list.name) === matchKey(newName)) {
    return unchangedPlan(`${list.name} is already called that.`);
  }
  const outcome = renameList(request.lists, list.name, newName, request.limits);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  return doPlan([doCommand('renameList', { list: list.name, newName: outcome.value.after.name })], `Renamed ${list.name} to ${outcome.value.after.name}.`);
}

const renameTo = whenMatches(
  /^(?:rename|retitle) (?<list>.+?) (?:to|as|into) (?<new>.+)$|^(?:change|switch|update) the (?:name|title) of (?<of>.+?) to (?<ofNew>.+)$|^(?:change|update) (?<own>.+?)(?:'s| list's) name to (?<ownNew>.+)$/i,
  (groups, request) => planRename(request, groups.list ?? groups.of ?? groups.own ?? '', groups.new ?? groups.ofNew ?? groups.ownNew ?? ''),
);
// "call the party list bbq": the word "list" says which words are the list ("call it a day" is no rename).
const callItX = whenMatches(/^(?:call|name) (?<list>(?:the |my |our |that |this )?.+? list|that list|this list) (?<new>.+)$/i, (groups, request) =>
  planRename(request, groups.list ?? '', groups.new ?? ''),
);

/** Requests that rename a list. */
export const renameIntents: readonly Intent[] = [renameTo, callItX];
