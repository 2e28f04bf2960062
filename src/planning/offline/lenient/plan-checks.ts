import { type GroceryList, type GroceryLists, groceryWords, isKnownGrocery, matchKey, parseItem } from '../../../lists';
import type { ValidatedDo, ValidatedPlan } from '../../plan';
import { TALK_WORDS } from '../lenient-words';
import { doCommandsOf, isCourtesyPlan, isUnchangedPlan, saysOnly } from '../plans';
import { tokenize } from '../tokenize';

/** Whether a command adds an "item" that is only talk or a number: "like 4" in "limes, like 4". */
export function addsNoGrocery(command: ValidatedDo, lists: GroceryLists): boolean {
  if (command.action !== 'addItems' && command.action !== 'createList') {
    return false;
  }
  const items = (command.parameters.items as string[] | undefined) ?? [];
  const listWords = new Set(lists.flatMap((list) => matchKey(list.name).split(' ')));
  const listNames = new Set(lists.map((list) => matchKey(list.name)));
  return items.some((item) => {
    const words = tokenize(parseItem(item).name).filter((token) => token.kind === 'word').map((token) => token.key);
    if (listNames.has(matchKey(parseItem(item).name))) {
      return true;
    }
    // "red one", "groceries 2 greek yogurts", "like 4": a pointer, a list's name or talk, not a grocery.
    // "L&P" is a name, its letters joined by the mark.
    return (!words.some((word) => /\p{L}{2}/u.test(word) && !TALK_WORDS.has(word)) && !/\p{L}[&+]\p{L}/u.test(item)) || /^(?:one|ones)$/u.test(words.at(-1) ?? '') || (words.some((word) => listWords.has(word) && !groceryWords().has(word)) && !ownBrand(item, words, listWords));
  });
}

/** "Aldi coffee": a shop's own brand, a list's name and then a grocery, with no amount glued between ("groceries 2 greek yogurts"). */
function ownBrand(item: string, words: readonly string[], listWords: ReadonlySet<string>): boolean {
  const rest = words.filter((word) => !listWords.has(word));
  return !/\d/u.test(item) && rest.length > 0 && rest.length < words.length && isKnownGrocery(rest.join(' '));
}

/** Whether a plan that changes nothing answers a question ("Yes: orange juice is on groceries."), rather than asking one back. */
export function answers(plan: ValidatedPlan): boolean {
  return saysOnly(plan) && plan.commands.every((command) => command.type === 'SAY' && !/\?\s*$/u.test(command.response) && !/^There is no list/u.test(command.response));
}

/** What a plan changes or reads; nothing for thanks or an "already done". */
export function doCommands(plan: ValidatedPlan): ValidatedDo[] {
  return isCourtesyPlan(plan) || isUnchangedPlan(plan) ? [] : doCommandsOf(plan);
}

/** Whether an add puts on a list only what the same plan takes off another: a move, which adds nothing new. */
export function isMovedIn(add: ValidatedDo, commands: readonly ValidatedDo[]): boolean {
  const taken = new Set(commands.filter((command) => command.action === 'removeItems').flatMap((command) => ((command.parameters.items as readonly string[] | undefined) ?? []).map(matchKey)));
  const items = (add.parameters.items as readonly string[] | undefined) ?? [];
  return items.length > 0 && items.every((item) => taken.has(matchKey(item)));
}

/** Whether a plan only answers that something is not on a list. */
export function saysNotThere(plan: ValidatedPlan): boolean {
  return saysOnly(plan) && plan.commands.every((command) => command.type === 'SAY' && /\b(?:isn't|aren't|is not|are not) on\b/u.test(command.response));
}

/** How many items a plan's changes name, counted once per command. */
export function itemsChanged(plan: ValidatedPlan): number {
  return doCommands(plan).reduce((sum, command) => sum + ((command.parameters.items as readonly string[] | undefined) ?? []).length, 0);
}

/** Whether a command acts on the assumed list though the message never names it. */
export function usesUnnamed(commands: readonly ValidatedDo[], text: string, assumed: GroceryList): boolean {
  return commands.some((command) => command.parameters.list === assumed.name) && !text.toLowerCase().includes(assumed.name.toLowerCase());
}
