import { formatItem, ItemsNotFoundError, type ListResult, type MarkItemsOutcome } from '../lists';
import { agree } from '../text/agree';
import { capitalize } from '../text/capitalize';
import { joinWords } from '../text/join-words';
import type { ActionEffect } from './define-action';

/** How marking is told: what was changed, and what was already so (said in the past beside a change, in the present alone). */
export interface MarkingWords {
  readonly done: (names: string, list: string) => string;
  /** The state the items were already in, after "is"/"was": "already bought", "not marked bought". */
  readonly already: string;
}

/**
 * The effect of marking items (bought, not bought, moved to a section): the marked ones done, and
 * any not on the list told, like a removal's: "got milk and caviar" ticks the milk and says the rest.
 * The lists are new only when an item changed.
 */
export function markedItemsEffect(result: ListResult<MarkItemsOutcome>, items: readonly string[], words: MarkingWords): ListResult<ActionEffect> {
  if (!result.ok) {
    return result;
  }
  const { lists, list, changed, already, missing } = result.value;
  const told = markingWords(changed.map(formatItem), already.map(formatItem), list, words);
  const changes = changed.length > 0 ? { lists } : {};
  if (missing.length === 0) {
    return { ok: true, value: { ...changes, outcome: told } };
  }
  const found = items.filter((text) => !missing.includes(text));
  const listed = result.value.lists.find((each) => each.name === list)?.items.map(formatItem) ?? [];
  const partial = {
    parameters: { list, items: found },
    ...(told !== '' ? { done: told } : {}),
    note: `${capitalize(joinWords(missing))} ${agree(missing, "isn't", "aren't")} on ${list}.`,
    refusal: new ItemsNotFoundError(list, missing, listed),
  };
  return { ok: true, value: { ...changes, partial } };
}

function markingWords(changed: readonly string[], already: readonly string[], list: string, words: MarkingWords): string {
  const alreadySo = (present: boolean) => `${capitalize(joinWords(already))} ${present ? agree(already, 'is', 'are') : agree(already, 'was', 'were')} ${words.already} on ${list}.`;
  if (changed.length === 0) {
    return already.length === 0 ? '' : alreadySo(true);
  }
  return [words.done(joinWords(changed), list), already.length > 0 ? alreadySo(false) : ''].filter(Boolean).join(' ');
}
