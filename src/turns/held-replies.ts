import { type Activity, ActivityTypes, type ResourceResponse, type TurnContext } from 'botbuilder';

/** A turn's messages, held back until its state is stored. */
export interface HeldReplies {
  /** Sends what was held, in order; later messages go out at once. */
  release(): Promise<void>;
  /** Drops what was held: the turn's changes were not stored, so its replies would not be true. */
  discard(): void;
}

/**
 * Holds the turn's messages instead of sending them, so the bot never says it changed something
 * before the change is stored. Typing indicators and invoke responses pass at once.
 */
export function holdReplies(context: TurnContext): HeldReplies {
  let holding = true;
  const held: Partial<Activity>[][] = [];
  context.onSendActivities(async (_context, activities, next) => {
    if (!holding || !activities.some((activity) => activity.type === ActivityTypes.Message)) {
      return next();
    }
    held.push(activities.map((activity) => ({ ...activity })));
    return activities.map((): ResourceResponse => ({ id: '' }));
  });
  return {
    async release() {
      holding = false;
      for (const activities of held.splice(0)) {
        await context.sendActivities(activities);
      }
    },
    discard() {
      holding = false;
      held.length = 0;
    },
  };
}
