import { singular } from '../text/word-forms';
import { ListNotFoundError, ListsAmbiguousError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import { remembered } from '../text/remembered';
import { matchKey } from './match-key';
import type { GroceryList, GroceryLists } from './types';

/**
 * The words a list's name comes down to, so that "grocery", "Groceries", "the grocery list" and
 * "grocery shopping" name one list: a leading article or possessive and the words "list" and
 * "shopping" dropped, possessives and other spellings read as one, each word singular. A name that is
 * nothing but those words keeps its own key.
 */
export const listKey: (name: string) => string = remembered((name) => {
  const words = matchKey(name)
    .replace(/^(?:the|my|our|your)\s+/, '')
    .split(' ')
    .filter((word) => word !== 'list' && word !== 'shopping' && word !== '')
    // "Isobel's birthday" is Isobel's; "barbecue" and "bbq" are one word.
    .map((word) => LIST_WORD_SPELLINGS[word.replace(/'s$/u, '')] ?? word.replace(/'s$/u, ''));
  return words.length === 0 ? matchKey(name) : words.map((word) => singular(word)).join(' ');
});

/** Words a list's name is spelt more than one way in: one key each. */
const LIST_WORD_SPELLINGS: Readonly<Record<string, string>> = { barbecue: 'bbq', barbeque: 'bbq', bbqs: 'bbq', xmas: 'christmas', bday: 'birthday', 'b-day': 'birthday' };

/** The lists `name` could mean: the one with that very name, or else every one whose words match. */
export function listsNamed(lists: GroceryLists, name: string): GroceryList[] {
  const exact = matchKey(name);
  const named = lists.filter((list) => matchKey(list.name) === exact);
  if (named.length > 0) {
    return named;
  }
  const key = listKey(name);
  return lists.filter((list) => listKey(list.name) === key);
}

/** The position of the one list `name` means; -1 if none, or if it could mean several. */
export function indexOfList(lists: GroceryLists, name: string): number {
  const named = listsNamed(lists, name);
  return named.length === 1 && named[0] ? lists.indexOf(named[0]) : -1;
}

/** The list `name` means, or an error that names the lists there are, or those it could mean. */
export function findList(lists: GroceryLists, name: string): ListResult<GroceryList> {
  const named = listsNamed(lists, name);
  if (named.length > 1) {
    return failure(new ListsAmbiguousError(name.trim(), named.map((list) => list.name)));
  }
  const [list] = named;
  return list ? success(list) : failure(new ListNotFoundError(name.trim(), lists.map((each) => each.name), listWhoseNameHolds(lists, name)?.name));
}

/**
 * The one list whose name holds `name`'s words whole ("bbq" in Summer BBQ, "cleaning" in cleaning
 * supplies): what a person likely meant by a name that is none. Undefined when none or several do.
 */
export function listWhoseNameHolds(lists: GroceryLists, name: string): GroceryList | undefined {
  const key = listKey(name);
  const holding = key.length < 3 ? [] : lists.filter((list) => listKey(list.name) !== key && ` ${listKey(list.name)} `.includes(` ${key} `));
  return holding.length === 1 ? holding[0] : undefined;
}

/** The list with this id, whatever it is called now. */
export function findListById(lists: GroceryLists, id: string): GroceryList | undefined {
  return lists.find((list) => list.id === id);
}
