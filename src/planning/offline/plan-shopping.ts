import { formatItem, type GroceryList, type ListItem } from '../../lists';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';
import type { ValidatedPlan } from '../plan';
import { chooseList } from './choose-list';
import { doCommand, doPlan, type Intent, type OfflineRequest, sayPlan, unchangedPlan, whenMatches } from './intent';
import { itemsOnList, missingNote } from './items-on-list';

const names = (items: readonly ListItem[]) => joinWords(items.map(formatItem));

/**
 * Ticks items bought, or takes the tick off: they stay on the list either way, so everyone in the
 * shop sees what is in the cart. Items already so are said, and named ones not on the list noted.
 */
function planMark(request: OfflineRequest, itemsText: string, listPhrase: string | undefined, bought: boolean): ValidatedPlan | undefined {
  const chosen = itemsOnList(request, itemsText, listPhrase, bought ? 'Which list did you get it from?' : 'Which list do you mean?');
  if (!chosen || 'reply' in chosen) {
    return chosen && sayPlan(chosen.reply);
  }
  const { list, found, missing } = chosen;
  if (found.length === 0) {
    return sayPlan(missingNote(missing, list));
  }
  const toChange = found.filter((item) => (item.bought !== undefined) !== bought);
  const already = found.filter((item) => !toChange.includes(item));
  // Said in the present when nothing changes ("Milk is already bought."), in the past beside a change.
  const alreadyNote = (present: boolean) => {
    const named = already.map(formatItem);
    const verb = present ? agree(named, 'is', 'are') : agree(named, 'was', 'were');
    return already.length === 0 ? '' : `${capitalize(joinWords(named))} ${verb} ${bought ? 'already bought' : 'not marked bought'}.`;
  };
  if (toChange.length === 0) {
    return unchangedPlan([alreadyNote(true), missingNote(missing, list)].filter(Boolean).join(' '));
  }
  const action = bought ? 'markBought' : 'markNotBought';
  const done = bought ? `Marked ${names(toChange)} bought on ${list.name}.` : `${capitalize(names(toChange))} back to buy on ${list.name}.`;
  return doPlan([doCommand(action, { list: list.name, items: toChange.map(formatItem) })], [done, alreadyNote(false), missingNote(missing, list)].filter(Boolean).join(' '));
}

/** Ticks everything still to buy on one list: "got everything on groceries". */
function planMarkAll(request: OfflineRequest, listPhrase: string | undefined): ValidatedPlan | undefined {
  const choice = chooseList(request, listPhrase, { whichQuestion: 'Which list did you get everything on?' });
  if (!choice || 'reply' in choice) {
    return choice && sayPlan(choice.reply);
  }
  const { list } = choice;
  const toBuy = list.items.filter((item) => !item.bought);
  if (toBuy.length === 0) {
    return unchangedPlan(list.items.length === 0 ? `${list.name} is empty.` : `Everything on ${list.name} is already bought.`);
  }
  return doPlan([doCommand('markBought', { list: list.name, items: toBuy.map(formatItem) })], `Marked ${names(toBuy)} bought on ${list.name}.`);
}

/** Takes the bought items off, as at the end of a shop: off the list named, or the one list that has any. */
function planClearBought(request: OfflineRequest, listPhrase: string | undefined): ValidatedPlan | undefined {
  const withBought = request.lists.filter((list) => list.items.some((item) => item.bought));
  let list: GroceryList | undefined;
  if (listPhrase !== undefined) {
    const choice = chooseList(request, listPhrase, { whichQuestion: '' });
    if (!choice || 'reply' in choice) {
      return choice && sayPlan(choice.reply);
    }
    list = choice.list;
  } else if (withBought.length > 1) {
    return sayPlan(`Which list should I clear the bought items from? ${joinWords(withBought.map((each) => each.name))} have some.`);
  } else {
    list = withBought[0];
  }
  const bought = list?.items.filter((item) => item.bought) ?? [];
  if (!list || bought.length === 0) {
    return unchangedPlan(list ? `Nothing on ${list.name} is marked bought.` : 'Nothing is marked bought.');
  }
  return doPlan([doCommand('clearBought', { list: list.name })], `Took the bought items off ${list.name}: ${names(bought)}.`);
}

const GOT = String.raw`(?:(?:i|we)(?: just| already| finally| have)? (?:bought|got|picked up|purchased|grabbed|found)|(?:just )?(?:bought|got|picked up|grabbed|purchased))`;
const TICK = String.raw`(?:(?:tick|cross)(?: off)?|(?:check|mark) off)`;
// "picked up milk from the store" names where it was bought, not a list.
const SHOP = String.raw`(?:the |a )?(?:store|shop|supermarket|market|corner shop|grocery store|grocer'?s)`;
const LIST_AFTER = String.raw`(?: (?:for|from|off|on|at)(?: of)? (?!${SHOP}$)(?<list>.+?))?(?: (?:from|at) ${SHOP})?`;

const gotEverything = whenMatches(
  new RegExp(String.raw`^(?:${GOT}|${TICK}) (?:everything|it all|all of it|all the items|every item|the lot)(?: (?:on|from|off|for) (?<list>.+))?$`, 'i'),
  (groups, request) => planMarkAll(request, groups.list),
);
const gotItems = whenMatches(new RegExp(String.raw`^${GOT}(?: the| some| a few| our)? (?<items>.+?)${LIST_AFTER}$`, 'i'), (groups, request) =>
  planMark(request, groups.items ?? '', groups.list, true),
);
const tickItems = whenMatches(
  new RegExp(
    String.raw`^(?:${TICK} (?:the )?(?<items>.+?)(?: (?:off|on|from)(?: of)? (?<list>.+?))?` +
      String.raw`|(?:tick|check|cross|mark) (?:the )?(?<off>.+?) off(?: (?:of )?(?<offList>.+?))?` +
      String.raw`|mark (?:the )?(?<marked>.+?) (?:as )?(?:bought|done|got|purchased)(?: (?:on|from) (?<markedList>.+?))?)$`,
    'i',
  ),
  (groups, request) => planMark(request, groups.items ?? groups.off ?? groups.marked ?? '', groups.list ?? groups.offList ?? groups.markedList, true),
);
const itemsDone = whenMatches(
  /^(?:the )?(?<items>.+?) (?:is|are|was|were) (?:done|bought|sorted|got|in the (?:cart|basket|trolley))(?: (?:on|for|from) (?<list>.+))?$/i,
  (groups, request) => planMark(request, groups.items ?? '', groups.list, true),
);

const notBoughtItems = whenMatches(
  /^(?:(?:put|add) (?:the )?(?<back>.+?) back(?: (?:on|onto|to) (?<backList>.+))?|(?:unbuy|untick|uncheck|unmark|un-tick|un-check) (?:the )?(?<items>.+?)(?: (?:on|from|in) (?<list>.+))?|(?:i|we) (?:didn't|did not|couldn't|could not|never) (?:get|buy|find|pick up) (?:the |any )?(?<missed>.+?)(?: (?:for|from|on) (?<missedList>.+?))?(?: after all)?|mark (?:the )?(?<marked>.+?) (?:as )?not (?:bought|done|got)(?: on (?<markedList>.+))?)$/i,
  (groups, request) =>
    planMark(request, groups.back ?? groups.items ?? groups.missed ?? groups.marked ?? '', groups.backList ?? groups.list ?? groups.missedList ?? groups.markedList, false),
);

const BOUGHT_ITEMS = String.raw`(?:the |all the |all |my |our )?(?:bought|ticked|ticked off|checked|checked off|crossed off|purchased|done) (?:items|things|stuff|ones)`;
const clearBought = whenMatches(
  new RegExp(
    String.raw`^(?:(?:clear|remove|delete|drop|take|get rid of|clean up)(?: off| out)? ${BOUGHT_ITEMS}(?: (?:from|on|off|in)(?: of)? (?<list>.+))?` +
      String.raw`|(?:clear|empty|reset)(?: out)? (?:the |my |our )?(?:cart|basket|trolley)(?: (?:on|for|of) (?<cart>.+))?` +
      String.raw`|clear (?:bought|ticked|checked)(?: items)?(?: (?:from|on|off|in) (?<short>.+))?` +
      String.raw`|(?:(?:i'm|i am|we're|we are|all) )?(?:done|finished) (?:shopping|with the shopping|with the shop)(?: (?:for|on) (?<done>.+))?)$`,
    'i',
  ),
  (groups, request) => planClearBought(request, groups.list ?? groups.cart ?? groups.short ?? groups.done),
);

/** Requests of someone in the shop: bought, not bought after all, and clearing what was bought. */
export const shoppingIntents: readonly Intent[] = [clearBought, gotEverything, notBoughtItems, gotItems, tickItems, itemsDone];
