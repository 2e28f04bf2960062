import { agree } from '../text/agree';
import type { ListLimits } from './limits';

/**
 * A request the lists cannot carry out, for a reason the person asking can fix. The message is
 * written for them (and for a model planning on their behalf): it says what is wrong and what exists.
 */
export abstract class ListError extends Error {
  abstract readonly code: string;
  /**
   * Whether a model that planned the call may fix it once told the reason (it may have misnamed a
   * list, or run several items into one), so it is asked again; if not, the reason is the user's
   * answer and no model is asked. README: "Answers and observations".
   */
  abstract readonly modelMayFix: boolean;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The named list does not exist. */
export class ListNotFoundError extends ListError {
  readonly code = 'list_not_found';
  // The model may have misnamed it ("grocery" for groceries), and is told the lists there are.
  readonly modelMayFix = true;

  /** `closest`: the one list whose name holds the name asked for ("bbq" in Summer BBQ), offered, never assumed. */
  constructor(
    readonly list: string,
    readonly existingLists: readonly string[],
    readonly closest?: string,
  ) {
    super(
      existingLists.length === 0
        ? `There is no list called '${list}'. There are no lists yet: create one first.`
        : `There is no list called '${list}'.${closest === undefined ? '' : ` Did you mean ${closest}?`} Your lists: ${existingLists.join(', ')}.`,
    );
  }
}

/** The name could mean more than one list ("grocery" with both "groceries" and "grocery list" there). */
export class ListsAmbiguousError extends ListError {
  readonly code = 'lists_ambiguous';
  // The person (or the model, from the conversation) has to say which: asking is the answer.
  readonly modelMayFix = true;

  constructor(
    readonly list: string,
    readonly candidates: readonly string[],
  ) {
    super(`'${list}' could mean ${candidates.map((name) => `'${name}'`).join(' or ')}: which one?`);
  }
}

/** A list cannot take a name another list already answers to. */
export class ListNameTakenError extends ListError {
  readonly code = 'list_name_taken';
  // The person chose the name; only they can choose another.
  readonly modelMayFix = false;

  constructor(
    readonly takenName: string,
    readonly takenBy: string,
  ) {
    super(takenBy.toLowerCase() === takenName.toLowerCase() ? `There is already a list called '${takenBy}'.` : `'${takenName}' would be mistaken for your list '${takenBy}': choose another name.`);
  }
}

/** Some of the items to remove are not on the list. */
export class ItemsNotFoundError extends ListError {
  readonly code = 'items_not_found';
  // A plan only fails with it when it makes other changes too (a move): the model may narrow it.
  readonly modelMayFix = true;

  constructor(
    readonly list: string,
    readonly missingItems: readonly string[],
    readonly listedItems: readonly string[],
  ) {
    const missing = missingItems.map((item) => `'${item}'`).join(', ');
    const verb = agree(missingItems, 'is', 'are');
    super(
      listedItems.length === 0
        ? `${missing} ${verb} not on ${list}: that list is empty.`
        : `${missing} ${verb} not on ${list}. On it: ${listedItems.join(', ')}.`,
    );
  }
}

/** A change would take the lists past one of their limits. */
export class LimitExceededError extends ListError {
  readonly code = 'limit_exceeded';
  readonly modelMayFix: boolean;

  constructor(
    readonly limit: keyof ListLimits,
    readonly max: number,
    detail: string,
  ) {
    super(detail);
    // A full list or too many lists is the user's to change; an over-long text may be items run together.
    this.modelMayFix = limit === 'maxTextLength';
  }
}

/** A list name or item is empty. */
export class EmptyTextError extends ListError {
  readonly code = 'empty_text';
  // Only a plan can send a blank name past the schemas (whitespace, control characters).
  readonly modelMayFix = true;

  constructor(readonly field: 'list name' | 'item') {
    super(`A ${field} cannot be empty.`);
  }
}
