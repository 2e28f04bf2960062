import { formatItem, itemKey, matchKey, parseItem, type GroceryList } from '../../lists';
import { chooseList, listsHolding } from './choose-list';
import type { WhatPhrase } from './clause';
import { doCommand, doPlan, type OfflineRequest, sayPlan } from './plans';
import { namedItems, notListed } from './plan-items';
import { findNamedList, isPlausibleListName } from './list-phrases';
import { joinWords } from '../../text/join-words';
import { everythingExcept } from './everything-except';

// "a new camping list", "a new list called Mom's house", "a list called next week": a list to make.
const NEW_LIST = /^(?:a |the )?new (?:list (?:called|named) (?<called>.+)|(?<name>.+?) list)$|^(?:a |another )list (?:called|named) (?<other>.+)$/i;

/** The list a move or copy goes to: one that exists, or a new one the request names. */
function transferTarget(request: OfflineRequest, toPhrase: string, then: string): { list: Pick<GroceryList, 'name'>; isNew: boolean } | { reply: string } | undefined {
  const groups = NEW_LIST.exec(toPhrase)?.groups;
  const newName = (groups?.called ?? groups?.name ?? groups?.other)?.replace(/^["']|["']$/g, '').trim();
  if (newName !== undefined) {
    // A "new" list that already exists may be a slip for another: not guessed.
    return findNamedList(request.lists, newName) || !isPlausibleListName(newName) ? undefined : { list: { name: newName }, isNew: true };
  }
  const to = chooseList(request, toPhrase, { whichQuestion: `Which list should I ${then} to?`, createHint: (name) => `Create it first: "create a ${name} list", then ${then} there.` });
  return to && 'list' in to ? { list: to.list, isNew: false } : to;
}

/**
 * Moves or copies items between lists as the plan an LLM would write: addItems on the target (or
 * createList, for a new one), then, for a move, removeItems on the source, with the items spelled out
 * from the source list.
 */
export function planTransfer(request: OfflineRequest, verb: 'move' | 'copy', what: WhatPhrase, fromPhrase: string | undefined, toPhrase: string) {
  // What the request asks, said back when its list is not there: "… then move the eggs there".
  const asked = what.kind === 'everything' ? 'everything' : what.items.kind === 'items' ? joinWords(what.items.items) : what.items.text;
  const to = transferTarget(request, toPhrase, `${verb} ${asked}`);
  if (!to || 'reply' in to) {
    return to && sayPlan(to.reply);
  }
  // "copy party to groceries", "move everything on party": the thing to move is a list, so everything on it.
  const wholeList = what.kind === 'everything' && what.on !== undefined ? findNamedList(request.lists, what.on) : undefined;
  if (what.kind === 'everything' && what.on !== undefined && !wholeList) {
    return undefined;
  }
  const fromPhraseOrList = wholeList ? wholeList.name : fromPhrase;
  const kept = what.kind === 'everything' && what.except ? namedItems(request, what.except) : undefined;
  if (what.kind === 'everything' && what.except && !kept) {
    return undefined;
  }
  const everything = what.kind === 'everything';
  const named = what.kind === 'items' ? namedItems(request, what.items) : [];
  if (!named) {
    return undefined;
  }
  if (everything && fromPhraseOrList === undefined) {
    // "move everything to groceries": from which list is not said, and "all of them" is not meant.
    return kept ? undefined : sayPlan(`Which list should I ${verb} everything from? Say "${verb} everything from" and the list's name. Your lists: ${joinWords(request.lists.map((list) => list.name))}.`);
  }
  const from = fromPhraseOrList === undefined ? sourceHolding(request, named, to.list) : chooseList(request, fromPhraseOrList, { whichQuestion: `Which list should I ${verb} ${asked} from?` });
  if (!from || 'reply' in from) {
    return from && sayPlan(from.reply);
  }
  if (matchKey(from.list.name) === matchKey(to.list.name)) {
    return sayPlan(`That is the same list, ${to.list.name}: ${asked} ${everything || named.length === 1 ? 'stays where it is' : 'stay where they are'}.`);
  }
  if (everything && from.list.items.length === 0) {
    return sayPlan(`${from.list.name} is empty: nothing to ${verb}.`);
  }
  const items = kept ? everythingExcept(from.list, kept) : everything ? from.list.items.map(formatItem) : itemsAsListed(from.list, named);
  if (!items || items.length === 0) {
    return items && sayPlan(`${from.list.name} holds only ${joinWords(kept ?? [])}: nothing to ${verb}.`);
  }
  // A copy takes nothing, but its items must be there.
  const missing = notListed(from.list, items);
  if (missing) {
    return sayPlan(`${missing.message} Nothing was ${verb === 'move' ? 'moved' : 'copied'} to ${to.list.name}.`);
  }
  const commands = [to.isNew ? doCommand('createList', { list: to.list.name, items }) : doCommand('addItems', { list: to.list.name, items })];
  if (verb === 'move') {
    // Told as one move (see tellOutcome).
    commands.push(doCommand('removeItems', { list: from.list.name, items }));
  }
  return doPlan(commands);
}

/** The source list's own spelling of the named items, so quantities travel with them. */
function itemsAsListed(list: GroceryList, named: readonly string[]): string[] {
  return named.map((text) => {
    const found = list.items.find((item) => itemKey(item.name) === itemKey(parseItem(text).name));
    return found ? formatItem(found) : text;
  });
}

function sourceHolding(request: OfflineRequest, items: readonly string[], target: Pick<GroceryList, 'name'>) {
  const holding = items.length === 0 ? [] : listsHolding(request.lists, items).filter((list) => list !== target);
  const [only] = holding;
  if (holding.length === 1 && only) {
    return { list: only };
  }
  return holding.length === 0 ? undefined : { reply: `Which list should I take ${joinWords(items)} from? Say "from" and the list's name.` };
}
