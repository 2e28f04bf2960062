import type { AppliedCall } from '../src/actions/applied-call';
import { itemKey, matchKey, type Section, sectionOf } from '../src/lists';
import { type CaseItem, parseCaseItem } from './case-item';
import { caseItemKey, countedItem } from './compare-lists';
import type { ListsState } from './eval-case';

/** The calls that turn one state of the lists into another, and the lists among them renamed. */
export interface ImpliedChange {
  readonly calls: readonly AppliedCall[];
  /** Each renamed list's old name, by match key, to its new name: what keeps its id. */
  readonly renamed: ReadonlyMap<string, string>;
}

interface WrittenList {
  readonly name: string;
  readonly items: readonly CaseItem[];
}

/**
 * The calls a model that answered a turn rightly would have made, read off the lists before and
 * after it: what the focus after a turn is worked out from, and how a change is described. A list
 * that is gone while one with the very same items appears, and nothing else, was renamed.
 */
export function impliedCalls(before: ListsState, after: ListsState): ImpliedChange {
  const was = written(before);
  const now = written(after);
  const gone = [...was.keys()].filter((key) => !now.has(key));
  const made = [...now.keys()].filter((key) => !was.has(key));
  const renamed = new Map<string, string>();
  const [oldKey] = gone;
  const [newKey] = made;
  const oldList = oldKey === undefined ? undefined : was.get(oldKey);
  const newList = newKey === undefined ? undefined : now.get(newKey);
  if (gone.length === 1 && made.length === 1 && oldKey !== undefined && oldList && newList && sameItems(oldList, newList)) {
    renamed.set(oldKey, newList.name);
  }
  const calls: AppliedCall[] = [];
  for (const key of gone) {
    const list = was.get(key) as WrittenList;
    const newName = renamed.get(key);
    calls.push(newName === undefined ? { action: 'deleteList', parameters: { list: list.name } } : { action: 'renameList', parameters: { list: list.name, newName } });
  }
  for (const key of made.filter((key) => ![...renamed.values()].some((name) => matchKey(name) === key))) {
    const list = now.get(key) as WrittenList;
    calls.push({ action: 'createList', parameters: { list: list.name, items: list.items.map((item) => item.text) } });
  }
  for (const [key, list] of now) {
    const earlier = was.get(key);
    if (earlier) {
      calls.push(...itemCalls(list.name, earlier.items, list.items));
    }
  }
  return { calls, renamed };
}

/** A change in a line: "addItems groceries: eggs, milk; deleteList party". */
export function describeCalls(calls: readonly AppliedCall[]): string {
  if (calls.length === 0) {
    return 'no change';
  }
  return calls
    .map(({ action, parameters }) => {
      const items = Array.isArray(parameters.items) && parameters.items.length > 0 ? `: ${parameters.items.join(', ')}` : '';
      const target = action === 'renameList' ? `${String(parameters.list)} to ${String(parameters.newName)}` : String(parameters.list);
      const section = typeof parameters.section === 'string' ? ` under ${parameters.section}` : '';
      return `${action} ${target}${items}${section}`;
    })
    .join('; ');
}

function written(state: ListsState): Map<string, WrittenList> {
  return new Map(Object.entries(state).map(([name, items]) => [matchKey(name), { name, items: items.map(parseCaseItem) }]));
}

/** Items are matched by name, singular or plural: "lightbulb" made "2 lightbulbs" is a new quantity. */
const nameKey = (item: CaseItem) => itemKey(countedItem(item.text).name);

function sameItems(left: WrittenList, right: WrittenList): boolean {
  const keys = (list: WrittenList) => list.items.map((item) => caseItemKey(item)).sort().join('\n');
  return keys(left) === keys(right);
}

/** The item calls one list's change implies, one call per kind of change (and per section moved to). */
function itemCalls(list: string, before: readonly CaseItem[], after: readonly CaseItem[]): AppliedCall[] {
  const was = new Map(before.map((item) => [nameKey(item), item]));
  const now = new Map(after.map((item) => [nameKey(item), item]));
  const byAction = new Map<string, string[]>();
  const call = (action: string, item: CaseItem) => byAction.set(action, [...(byAction.get(action) ?? []), item.text]);
  for (const [key, item] of now) {
    const earlier = was.get(key);
    if (!earlier) {
      call('addItems', item);
      continue;
    }
    if (caseItemKey({ ...item, bought: false }) !== caseItemKey({ ...earlier, bought: false })) {
      call('setQuantity', item);
    }
    if (item.bought !== earlier.bought) {
      call(item.bought ? 'markBought' : 'markNotBought', item);
    }
    if (item.section && item.section !== (earlier.section ?? sectionOf(countedItem(earlier.text).name))) {
      call(`moveToSection:${item.section}`, item);
    }
  }
  const removed = [...was].filter(([key]) => !now.has(key)).map(([, item]) => item);
  // Every bought item gone, and only those: the bought items were cleared.
  const cleared = removed.length > 0 && removed.every((item) => item.bought) && before.filter((item) => item.bought).length === removed.length;
  for (const item of cleared ? [] : removed) {
    call('removeItems', item);
  }
  const calls: AppliedCall[] = cleared ? [{ action: 'clearBought', parameters: { list } }] : [];
  for (const [action, items] of byAction) {
    // A move names its section after the action: "moveToSection:dairy & eggs".
    const [name, section] = action.split(/:(.*)/) as [string, Section | undefined];
    calls.push({ action: name, parameters: { list, items, ...(section ? { section } : {}) } });
  }
  return calls;
}
