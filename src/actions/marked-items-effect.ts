import { formatItem, ItemsNotFoundError, type ListResult, type MarkItemsOutcome } from '../lists';
import { agree } from '../text/agree';
import { capitalize } from '../text/capitalize';
import { joinWords } from '../text/join-words';
import type { ActionEffect } from './define-action';

/**
 * The effect of marking items (bought, not bought, moved to a section): the marked ones done, and
 * any not on the list told, like a removal's: "got milk and caviar" ticks the milk and says the rest.
 */
export function markedItemsEffect(result: ListResult<MarkItemsOutcome>, items: readonly string[], done: (names: string, list: string) => string): ListResult<ActionEffect> {
  if (!result.ok) {
    return result;
  }
  const { lists, list, changed, already, missing } = result.value;
  if (missing.length === 0) {
    return { ok: true, value: { lists } };
  }
  const found = items.filter((text) => !missing.includes(text));
  const marked = [...changed, ...already];
  const listed = result.value.lists.find((each) => each.name === list)?.items.map(formatItem) ?? [];
  const partial = {
    parameters: { list, items: found },
    ...(marked.length > 0 ? { done: done(joinWords(marked.map((item) => item.name)), list) } : {}),
    note: `${capitalize(joinWords(missing))} ${agree(missing, "isn't", "aren't")} on ${list}.`,
    refusal: new ItemsNotFoundError(list, missing, listed),
  };
  return { ok: true, value: { ...(changed.length > 0 ? { lists } : {}), partial } };
}
