import { type Activity, ActivityTypes, type ResourceResponse, type TurnContext } from 'botbuilder';

/** A turn's messages, held back until its state is stored. */
export interface HeldReplies {
  /** Sends what was held, in order; later messages go out at once. */
  release(): Promise<void>;
  /** Drops what was held: the turn's changes were not stored, so its replies would not be true. */
  discard(): void;
}

/**
 * Holds the turn's messages, its updates of earlier messages (a card replaced for everyone) and the
 * answer to a card's tap (its invoke response, the card the tapper sees), instead of sending them,
 * so the bot never shows a change before it is stored. Typing indicators pass at once.
 */
export function holdReplies(context: TurnContext): HeldReplies {
  let holding = true;
  const held: ({ kind: 'send'; activities: Partial<Activity>[] } | { kind: 'update'; activity: Partial<Activity> })[] = [];
  context.onSendActivities(async (_context, activities, next) => {
    if (!holding || !activities.some((activity) => activity.type === ActivityTypes.Message || activity.type === ActivityTypes.InvokeResponse)) {
      return next();
    }
    held.push({ kind: 'send', activities: activities.map((activity) => ({ ...activity })) });
    return activities.map((): ResourceResponse => ({ id: '' }));
  });
  context.onUpdateActivity(async (_context, activity, next) => {
    if (!holding) {
      return next();
    }
    held.push({ kind: 'update', activity: { ...activity } });
  });
  return {
    async release() {
      holding = false;
      for (const entry of held.splice(0)) {
        if (entry.kind === 'send') {
          await context.sendActivities(entry.activities);
        } else {
          await context.updateActivity(entry.activity);
        }
      }
    },
    discard() {
      holding = false;
      held.length = 0;
    },
  };
}
