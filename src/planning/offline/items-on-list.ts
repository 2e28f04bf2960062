import { type GroceryList, itemKey, itemPositions, type ListItem, parseItem } from '../../lists';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';
import { chooseList, listsHolding } from './choose-list';
import type { ItemsPhrase } from './clause';
import { focusedItems } from './focus';
import { namedItems } from './plan-items';
import type { OfflineRequest } from './plans';
import { asListed } from './partial-names';

/** Items a request names on the list that holds them: those found there, and the texts that are not. */
export interface ItemsOnList {
  readonly list: GroceryList;
  readonly found: readonly ListItem[];
  readonly missing: readonly string[];
}

/**
 * The items a request about items already on a list names ("got milk and eggs", "put tofu under
 * produce"), and that list: the one named, or else the one list that holds them all, or the one the
 * previous turn was about when they are "it" or "them". A reply when the user must say which;
 * undefined when the words do not read as items on a list ("got a new job"), so the request is declined.
 */
export function itemsOnList(request: OfflineRequest, phrase: ItemsPhrase, listPhrase: string | undefined, question: string): ItemsOnList | { reply: string } | undefined {
  // A list phrase that reads as no list ("groceries and add chips to party") leaves the request to another reading.
  const asked = phrase.kind === 'items' ? `Which list ${agree(phrase.items, 'is', 'are')} ${joinWords([...phrase.items])} on?` : '';
  const named = listPhrase === undefined ? undefined : chooseList(request, listPhrase, { whichQuestion: asked });
  if (listPhrase !== undefined && !named) {
    return undefined;
  }
  let texts: readonly string[];
  let pointedList: GroceryList | undefined;
  if (phrase.kind === 'pointer') {
    const pointed = focusedItems(request, phrase, listPhrase === undefined);
    if ('reply' in pointed) {
      return pointed;
    }
    texts = pointed.value.items;
    pointedList = pointed.value.list;
  } else {
    const split = namedItems(request, phrase);
    if (!split) {
      return undefined;
    }
    texts = split;
  }
  const list = named ?? (pointedList ? { list: pointedList } : listHoldingAll(request, texts, question));
  if (!list || 'reply' in list) {
    return list;
  }
  const listed = asListed(list.list, texts);
  if (!listed) {
    return undefined;
  }
  const positions = itemPositions(list.list.items);
  const keyed = listed.map((text) => {
    const at = positions.get(itemKey(parseItem(text).name));
    return { text, item: at === undefined ? undefined : list.list.items[at] };
  });
  return {
    list: list.list,
    found: keyed.flatMap(({ item }) => (item ? [item] : [])),
    missing: keyed.flatMap(({ text, item }) => (item ? [] : [text])),
  };
}

function listHoldingAll(request: OfflineRequest, items: readonly string[], question: string): { list: GroceryList } | { reply: string } | undefined {
  const holding = listsHolding(request.lists, items);
  const [only, ...others] = holding;
  if (!only) {
    // "bought apples and caviar": the one list that holds any of them, the rest noted as not on it.
    const holdingSome = request.lists.filter((list) => items.some((text) => listsHolding([list], [text]).length > 0));
    const [single, ...more] = holdingSome;
    return single && more.length === 0 ? { list: single } : undefined;
  }
  if (others.length === 0) {
    return { list: only };
  }
  return { reply: `${question} ${agree(items, 'It is', 'They are')} on ${joinWords(holding.map((list) => list.name))}.` };
}

/** "Caviar isn't on groceries.", for the texts a request named that the list does not hold. */
export function missingNote(missing: readonly string[], list: GroceryList): string {
  return missing.length === 0 ? '' : `${capitalize(joinWords([...missing]))} ${agree(missing, "isn't", "aren't")} on ${list.name}.`;
}
