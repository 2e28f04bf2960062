import { ListError } from '../lists';
import { USUAL_RULE } from './usual-items';

/** "add our usual" before anything is usual: the person can name staples, or shop a few times first. */
export class NoUsualItemsError extends ListError {
  readonly code = 'no_usual_items';
  // Nothing a model could change: the answer is the person's.
  readonly modelMayFix = false;

  /** `list`: the one they were to be added to, named so the answer says it was heard. */
  constructor(list?: string) {
    super(`You have no usual items yet${list === undefined ? '' : ` to add to ${list}`}. I learn them from what you tick as bought (an item bought on ${USUAL_RULE.atLeast} of your last ${USUAL_RULE.trips} trips is usual), or tell me, for example "milk is a staple".`);
  }
}

/** Every usual item is on the list already: nothing to add. */
export class UsualAlreadyListedError extends ListError {
  readonly code = 'usual_already_listed';
  readonly modelMayFix = false;

  constructor(
    readonly list: string,
    readonly items: readonly string[],
  ) {
    super(`Your usual items are all on ${list} already: ${items.join(', ')}.`);
  }
}
