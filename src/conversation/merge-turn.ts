import { findList, type GroceryLists } from '../lists';

type Fields = Readonly<Record<string, unknown>>;

/**
 * A turn's changes to the conversation's fields laid over a newer stored state, for a turn saved
 * again after a conflict: a field the turn changed takes the turn's value, every other field keeps
 * the stored one, whatever its name (so a field added later is neither lost nor overwritten), and
 * the fields the caller recomputes on the stored state replace both.
 */
export function mergeTurn(stored: Fields, atStart: Fields, ended: Fields, recomputed: Fields): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const field of new Set([...Object.keys(atStart), ...Object.keys(ended)])) {
    if (field in recomputed || sameValue(atStart[field], ended[field])) {
      continue;
    }
    if (ended[field] === undefined) {
      delete merged[field];
    } else {
      merged[field] = ended[field];
    }
  }
  return { ...merged, ...recomputed };
}

/**
 * Whether the lists a turn's replies speak of came out the same when its changes were applied again
 * on newer lists. If not, the replies of the first run describe lists that no longer are.
 */
export function sameOutcome(firstRun: GroceryLists, replayed: GroceryLists, consulted: Iterable<string>): boolean {
  for (const name of consulted) {
    const before = findList(firstRun, name);
    const after = findList(replayed, name);
    if (before.ok !== after.ok || (before.ok && after.ok && !sameValue(before.value, after.value))) {
      return false;
    }
  }
  return true;
}

function sameValue(left: unknown, right: unknown): boolean {
  return left === right || JSON.stringify(left) === JSON.stringify(right);
}
