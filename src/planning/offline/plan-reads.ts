import { formatItem, itemKey, itemPositions, parseItem } from '../../lists';
import { knownItemsOf, notFoundReply } from './choose-list';
import type { ValidatedPlan } from '../plan';
import { doCommand, type Intent, sayPlan, whenMatches } from './intent';
import { findNamedList, isPlausibleListName, listNameFrom } from './list-phrases';
import { HELP_REPLY } from '../../replies/help-replies';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';
import { splitItems } from './split-items';

const help = whenMatches(
  /^(?:help|\?|\/?help|what can you do|what do you do|how do (?:i|we) use (?:this|you)|how does this work|commands|usage|what can i (?:say|ask|do)|what are you)$/i,
  () => sayPlan(HELP_REPLY),
);

const greeting = whenMatches(/^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|yo)(?: there| team| all| everyone| everybody| folks)?(?: pantry| bot)?$/i, () =>
  sayPlan(`Hi! ${HELP_REPLY}`),
);

// The cleaned request: a final "now" is gone, so "that's all for now" reads "that's all for".
const thanks = whenMatches(
  /^(?:(?:thanks|thank you|thx|ty|cheers|great|perfect|awesome|nice|cool|ok|okay|got it)(?: so much| a lot)?(?:,? (?:that's|that is) (?:all|it)(?: for| for today)?)?|(?:that's|that is) (?:all|it)(?: for| for today)?)$/i,
  () =>
  sayPlan("You're welcome!"),
);

const allLists = whenMatches(
  /^(?:(?:what|which) lists (?:do|have|did) (?:i|we)(?: got| have)?|what lists (?:are there|exist|have i got|have we got)|what are (?:my|our|the) lists|(?:show|list|give|tell)(?: me| us)?(?: all)?(?: of)?(?: my| our| the)? lists|(?:all |my |our )?lists)$/i,
  (_groups, { lists }) => {
    if (lists.length === 0) {
      return sayPlan('You have no lists yet. Try "create a groceries list with milk and eggs".');
    }
    const lines = lists.map((list) => `- ${list.name} (${list.items.length === 0 ? 'empty' : list.items.length === 1 ? '1 item' : `${list.items.length} items`})`);
    return sayPlan(`Your lists:\n${lines.join('\n')}`);
  },
);

/** Shows lists as cards: the card is the answer, so the plan needs no SAY. */
function showPlan(...lists: string[]): ValidatedPlan {
  return { type: 'plan', commands: lists.map((list) => doCommand('showList', { list })) };
}

const everything = whenMatches(/^(?:show|list|give|tell)(?: me| us)? (?:everything|all (?:the )?items|all of (?:it|them)|it all|all my lists in full)$/i, (_groups, { lists }) =>
  lists.length === 0 ? sayPlan('You have no lists yet.') : showPlan(...lists.map((list) => list.name)),
);

// "what's on both lists?", "what's on all my lists": each one shown; "both" only when there are two.
const onEveryList = whenMatches(
  /^(?:what(?:'s|s| is)|show(?: me| us)?(?: what(?:'s| is))?) (?:on|in) (?:(?<both>both)(?: (?:the|my|our))? lists|all(?: of)?(?: (?:the|my|our))? lists|every list|each list)$/i,
  (groups, { lists }) => {
    if (lists.length === 0) {
      return sayPlan('You have no lists yet.');
    }
    return groups.both !== undefined && lists.length !== 2 ? undefined : showPlan(...lists.map((list) => list.name));
  },
);

const whoAdded = whenMatches(/^who (?:added|put|wanted|asked for)(?: the)? (?<item>.+?)(?: (?:to|on) (?<list>.+))?$/i, (groups, request) => {
  const { lists } = request;
  // One item: "who added the tent and what's on party" is two questions.
  if (splitItems(groups.item ?? '', knownItemsOf(request))?.length !== 1) {
    return undefined;
  }
  const key = itemKey(parseItem(groups.item ?? '').name);
  const found = lists.flatMap((list) => list.items.filter((item) => itemKey(item.name) === key).map((item) => ({ list, item })));
  if (found.length === 0) {
    return sayPlan(`'${groups.item}' is not on any of your lists.`);
  }
  const lines = found.map(({ list, item }) => (item.addedBy ? `${item.addedBy} added ${formatItem(item)} to ${list.name}.` : `Nobody is recorded as adding ${formatItem(item)} to ${list.name}.`));
  return sayPlan(lines.join(' '));
});

const whichList = whenMatches(/^(?:which|what) lists? (?:has|have|holds?|contains?)(?: the| some)? (?<item>.+?)(?: on it| in it| on them)?$/i, (groups, request) => {
  // One plain item, never a pronoun ("which list has it?" points at something said before) or a comparison.
  const [item, ...more] = splitItems(groups.item ?? '', knownItemsOf(request)) ?? [];
  if (item === undefined || more.length > 0 || /^(?:most|least|fewest|more|fewer|biggest|smallest|longest|shortest|oldest|newest)\b/i.test(item)) {
    return undefined;
  }
  const key = itemKey(parseItem(item).name);
  const holding = request.lists.filter((list) => itemPositions(list.items).has(key));
  if (holding.length === 0) {
    return sayPlan(`'${item}' is not on any of your lists.`);
  }
  return sayPlan(`${capitalize(item)} ${agree([item], 'is', 'are')} on ${joinWords(holding.map((list) => list.name))}.`);
});

// What is bought so far, on every list: "what's in the cart?", "what have we got so far?".
const inTheCart = whenMatches(
  /^(?:what(?:'s| is| have (?:i|we) got| do (?:i|we) have) (?:in|on) (?:the|my|our) (?:cart|basket|trolley)|what (?:have|did) (?:i|we)(?: already)? (?:got|get|bought|buy)(?: so far| already)?|what(?:'s| is) (?:been )?(?:already )?bought(?: so far)?)$/i,
  (_groups, { lists }) => {
    if (lists.length === 0) {
      return sayPlan('You have no lists yet.');
    }
    const carts = lists.flatMap((list) => {
      const bought = list.items.filter((item) => item.bought);
      return bought.length === 0 ? [] : [`${joinWords(bought.map(formatItem))} from ${list.name}`];
    });
    return sayPlan(carts.length === 0 ? 'Nothing is marked bought yet: say "got the milk", or tap an item on a list card.' : `In the cart: ${carts.join('; ')}.`);
  },
);

// "for" may name a list ("for the party") or a plan ("for tacos"); a bare "… list" may be anything.
const NEED_FOR = /^what do (?:i|we) (?:still )?(?:need|have to (?:buy|get)) for (?<list>.+)$/i;
const BARE_LIST = /^(?<list>.+ list)$/i;
/** The patterns that read as something else when no list goes by the name: those are left to a model. */
const SHOWN_ONLY_IF_THERE: ReadonlySet<RegExp> = new Set([NEED_FOR, BARE_LIST]);

const SHOW_PATTERNS = [
  /^what(?:'s|s| is| do (?:i|we) have) (?:left |still |currently )?(?:to (?:buy|get) )?(?:on|in) (?<list>.+)$/i,
  /^what do (?:i|we) (?:still )?(?:need|have to (?:buy|get)) (?:from|on) (?<list>.+)$/i,
  NEED_FOR,
  /^(?:show|view|display|read|open|see|list|print)(?: me| us)?(?: out)?(?: what'?s on| the items on| the items in)? (?<list>.+)$/i,
  /^what(?:'s| is) (?:the|my|our) (?<list>.+ list)$/i,
  BARE_LIST,
];

const showList: Intent = (request) => {
  for (const pattern of SHOW_PATTERNS) {
    const phrase = pattern.exec(request.text)?.groups?.list;
    if (phrase === undefined) {
      continue;
    }
    const list = findNamedList(request.lists, phrase);
    if (list) {
      return showPlan(list.name);
    }
    const name = listNameFrom(phrase);
    if (name !== undefined && isPlausibleListName(name) && !SHOWN_ONLY_IF_THERE.has(pattern)) {
      return sayPlan(notFoundReply(request, name));
    }
  }
  // A list's bare name, "groceries?", is a request to see it.
  const bare = findNamedList(request.lists, request.text);
  return bare ? showPlan(bare.name) : undefined;
};

/** Requests that only read: help, greetings, the lists, one list, where an item is. */
export const readIntents: readonly Intent[] = [help, greeting, thanks, allLists, everything, onEveryList, whoAdded, whichList, inTheCart, showList];
