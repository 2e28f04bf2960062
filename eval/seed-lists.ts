import { createList, type GroceryLists, type ListLimits, markBought, matchKey, moveToSection, parseItem } from '../src/lists';
import { isSection, parseCaseItem } from './case-item';
import { countedItem, differences, toListsState } from './compare-lists';
import type { ListsState } from './eval-case';

/** Lists as a case writes them, built through the domain so that they are stored as the bot stores them. */
export function seedLists(state: ListsState, limits: ListLimits): GroceryLists {
  let lists: GroceryLists = [];
  for (const [name, written] of Object.entries(state)) {
    const items = written.map(parseCaseItem).map((item) => ({ ...item, text: countedText(item.text) }));
    const created = createList(lists, name, items.map((item) => item.text), limits, 'Eval User');
    if (!created.ok) {
      throw new Error(`the list ${name} cannot be built: ${created.error.message}`);
    }
    lists = created.value.lists;
    const bought = markBought(lists, name, items.filter((item) => item.bought).map((item) => item.text), 'Eval User');
    lists = bought.ok ? bought.value.lists : lists;
    for (const item of items) {
      const moved = item.section && isSection(item.section) ? moveToSection(lists, name, [item.text], item.section) : undefined;
      lists = moved?.ok ? moved.value.lists : lists;
    }
  }
  return lists;
}

/**
 * "bag of spinach" as "1 bag of spinach": people write items without the "a" that the bot, told
 * "a bag of spinach", keeps as a quantity; stored as written, the item would be called "bag of
 * spinach", and "got the spinach" would find nothing.
 */
function countedText(text: string): string {
  return countedItem(text).quantity !== undefined && parseItem(text).quantity === undefined ? `1 ${text}` : text;
}

/**
 * `current` made into the lists `state` describes, as a turn that did it would leave them: a list
 * that already reads as `state` says is kept as it is; one that keeps its name, or that `renamed`
 * maps to its new name, keeps its id and place, since the focus and undo refer to lists by id; a
 * new one goes at the end.
 */
export function reseedLists(current: GroceryLists, state: ListsState, limits: ListLimits, renamed: ReadonlyMap<string, string> = new Map()): GroceryLists {
  const wanted = new Map(Object.entries(state).map(([name, items]) => [matchKey(name), { name, items }]));
  const kept = current.flatMap((list) => {
    const want = wanted.get(matchKey(renamed.get(matchKey(list.name)) ?? list.name));
    if (!want) {
      return [];
    }
    wanted.delete(matchKey(want.name));
    const name = renamed.has(matchKey(list.name)) ? want.name : list.name;
    if (name === list.name && differences({ [name]: want.items }, toListsState([list])).length === 0) {
      return [list];
    }
    return [{ ...onlyList(seedLists({ [name]: want.items }, limits)), id: list.id }];
  });
  const added = seedLists(Object.fromEntries([...wanted.values()].map(({ name, items }) => [name, items])), limits);
  return [...kept, ...added];
}

function onlyList(lists: GroceryLists): GroceryLists[number] {
  const [list] = lists;
  if (!list) {
    throw new Error('seeding one list built none');
  }
  return list;
}
