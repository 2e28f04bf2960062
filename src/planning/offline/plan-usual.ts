import { findListById, formatItem, type GroceryList } from '../../lists';
import { describeInterval, steadyItems } from '../../shopping/due-items';
import { EMPTY_SHOPPING_MEMORY } from '../../shopping/shopping-memory';
import { describeUsualReason, USUAL_RULE, type UsualItem, usualItems, usualStanding } from '../../shopping/usual-items';
import { usualToAdd } from '../../shopping/usual-to-add';
import { NoUsualItemsError } from '../../shopping/usual-errors';
import { joinWords } from '../../text/join-words';
import { agree } from '../../text/agree';
import type { ValidatedPlan } from '../plan';
import { chooseList, type ListChoice } from './choose-list';
import { pointsAtList } from './focus';
import { findNamedList } from './list-phrases';
import type { ItemsPhrase } from './clause';
import { doCommand, doPlan, joinPlans, type OfflineRequest, sayPlan, unchangedPlan } from './plans';

/**
 * The list a request about the usual means: the one named; with none named, or "this list", the one
 * the last turn was about, or the only one; otherwise the question which.
 */
function usualList(request: OfflineRequest, listPhrase: string | undefined, whichQuestion: string): ListChoice {
  const pointing = listPhrase === undefined || (pointsAtList(listPhrase) && !findNamedList(request.lists, listPhrase));
  const focused = pointing && request.focus ? findListById(request.lists, request.focus.listId) : undefined;
  // "save this list" with one list and nothing talked about yet: there is only one it can be.
  const [only, ...others] = request.lists;
  const single = pointing && only && others.length === 0 ? only : undefined;
  const list = focused ?? single;
  return list ? { list } : chooseList(request, listPhrase, { whichQuestion });
}

/**
 * "add our usual": the usual items not on the list go on it, each as it was last bought; items said
 * with it ("and some candles") go on after them, as any add.
 */
export function planAddUsual(request: OfflineRequest, listPhrase: string | undefined, extra?: ItemsPhrase): ValidatedPlan | undefined {
  if (extra && extra.kind !== 'items') {
    return undefined;
  }
  const usual = usualItems(request.shopping ?? EMPTY_SHOPPING_MEMORY);
  // Nothing usual yet: said first, rather than asking which list to add nothing to; a list named is named back.
  if (!extra && usual.length === 0 && listPhrase === undefined) {
    return unchangedPlan(new NoUsualItemsError().message);
  }
  const home = listPhrase === undefined ? homeOfUsual(request, usual) : undefined;
  const choice = home ? { list: home } : usualList(request, listPhrase, 'Which list should I add your usual items to?');
  if (!choice || 'reply' in choice) {
    return choice && sayPlan(choice.reply);
  }
  const toAdd = usualToAdd(usual, choice.list);
  const list = choice.list.name;
  const others = extra ? [doCommand('addItems', { list, items: [...extra.items] })] : [];
  if (!toAdd.ok) {
    return others.length > 0 ? doPlan(others, toAdd.error.message) : unchangedPlan(toAdd.error.message);
  }
  const { already } = toAdd.value;
  return joinPlans([doPlan([doCommand('addItems', { list, items: [...toAdd.value.add] })], `From your usual${already.length > 0 ? `; already on it: ${joinWords(already)}` : ''}.`), doPlan(others)]);
}

/**
 * The list the usual items are bought from, when they all come from one that is still there: "add
 * our usual" said just after a word about the cleaning list still means the groceries.
 */
function homeOfUsual(request: OfflineRequest, usual: readonly UsualItem[]): GroceryList | undefined {
  const homes = new Set(usual.flatMap((item) => (item.listId !== undefined && findListById(request.lists, item.listId) ? [item.listId] : [])));
  const [only] = homes;
  return homes.size === 1 && only !== undefined ? findListById(request.lists, only) : undefined;
}

/** "what do we usually buy?": each usual item, and how often it is bought. */
export function planAskUsual(request: OfflineRequest): ValidatedPlan {
  const memory = request.shopping ?? EMPTY_SHOPPING_MEMORY;
  const usual = usualItems(memory);
  if (usual.length === 0) {
    return sayPlan(new NoUsualItemsError().message);
  }
  const steady = steadyItems(memory);
  const lines = usual.map((item) => {
    const every = steady.get(item.key);
    return `- ${formatItem(item)}: ${describeUsualReason(item.reason)}${every ? `, ${describeInterval(every.intervalMs)}` : ''}`;
  });
  return sayPlan(`You usually buy:\n${lines.join('\n')}`);
}

/** "is peanut butter a usual thing now?": each item's standing, and why. */
export function planIsUsual(request: OfflineRequest, items: ItemsPhrase): ValidatedPlan | undefined {
  if (items.kind !== 'items') {
    return undefined;
  }
  const memory = request.shopping ?? EMPTY_SHOPPING_MEMORY;
  const answers = items.items.map((text) => {
    const standing = usualStanding(memory, text);
    switch (standing.kind) {
      case 'usual':
        return `Yes: ${text} ${agree([text], 'is', 'are')} usual (${describeUsualReason(standing.item.reason)}).`;
      case 'notSuggested':
        return `No: you asked me not to suggest ${text}.`;
      case 'not':
        return `No: ${text} ${standing.of === 0 ? "hasn't been bought yet" : `was bought on ${standing.bought} of the last ${standing.of} ${standing.of === 1 ? 'trip' : 'trips'}`}, and ${USUAL_RULE.atLeast} make it usual.`;
    }
  });
  return sayPlan(answers.join(' '));
}

/** "milk is a staple", "we always need bread": usual from now on, whatever the history says. */
export function planMakeUsual(request: OfflineRequest, items: ItemsPhrase): ValidatedPlan | undefined {
  if (items.kind !== 'items') {
    return undefined;
  }
  const names = joinWords(items.items);
  return doPlan(
    [doCommand('setUsual', { items: [...items.items], usual: true })],
    `Got it: ${names} ${agree(items.items, 'is', 'are')} part of your usual now. I'll suggest ${agree(items.items, 'it', 'them')} when ${agree(items.items, "it's", "they're")} not on the list, and "add our usual" adds ${agree(items.items, 'it', 'them')}.`,
  );
}

/** "stop suggesting celery": neither usual nor suggested, until someone makes it a staple again. */
export function planStopSuggesting(request: OfflineRequest, items: ItemsPhrase): ValidatedPlan | undefined {
  if (items.kind !== 'items') {
    return undefined;
  }
  return doPlan([doCommand('setUsual', { items: [...items.items], usual: false })], `OK, I won't suggest ${joinWords(items.items)} any more.`);
}

/** "save this list as our usual": its items, with their quantities, become staples. */
export function planSaveUsual(request: OfflineRequest, listPhrase: string | undefined): ValidatedPlan | undefined {
  const choice = usualList(request, listPhrase, 'Which list should I save as your usual?');
  if (!choice || 'reply' in choice) {
    return choice && sayPlan(choice.reply);
  }
  const items = choice.list.items.map(formatItem);
  if (items.length === 0) {
    return unchangedPlan(`${choice.list.name} is empty: add what you usually buy to it first, then save it as your usual.`);
  }
  return doPlan([doCommand('setUsual', { items, usual: true })], `Saved ${joinWords(items)} as your usual. "Add our usual" puts whichever of them are missing on the list.`);
}
