import type { ListLimits } from './limits';

/**
 * A request the lists cannot carry out, for a reason the person asking can fix. The message is
 * written for them (and for a model planning on their behalf): it says what is wrong and what exists.
 */
export abstract class ListError extends Error {
  abstract readonly code: string;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The named list does not exist. */
export class ListNotFoundError extends ListError {
  readonly code = 'list_not_found';

  constructor(
    readonly list: string,
    readonly existingLists: readonly string[],
  ) {
    super(
      existingLists.length === 0
        ? `There is no list called '${list}'. There are no lists yet: create one first.`
        : `There is no list called '${list}'. Your lists: ${existingLists.join(', ')}.`,
    );
  }
}

/** Some of the items to remove are not on the list. */
export class ItemsNotFoundError extends ListError {
  readonly code = 'items_not_found';

  constructor(
    readonly list: string,
    readonly missingItems: readonly string[],
    readonly listedItems: readonly string[],
  ) {
    const missing = missingItems.map((item) => `'${item}'`).join(', ');
    const verb = missingItems.length === 1 ? 'is' : 'are';
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

  constructor(
    readonly limit: keyof ListLimits,
    readonly max: number,
    detail: string,
  ) {
    super(detail);
  }
}

/** A list name or item is empty. */
export class EmptyTextError extends ListError {
  readonly code = 'empty_text';

  constructor(readonly field: 'list name' | 'item') {
    super(`A ${field} cannot be empty.`);
  }
}
