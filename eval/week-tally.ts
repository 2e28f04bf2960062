import type { TurnOutcome, TurnResult } from './play-week';

/** How many turns came out each way, and how many of the wrong ones took something away or answered falsely. */
export type Tally = Readonly<Record<TurnOutcome, number>> & { readonly turns: number; readonly tookAway: number; readonly answeredFalsely: number };

export function tally(turns: readonly TurnResult[]): Tally {
  const count = (outcome: TurnOutcome) => turns.filter((turn) => turn.outcome === outcome).length;
  return {
    turns: turns.length,
    right: count('right'),
    tapped: count('tapped'),
    declined: count('declined'),
    wrong: count('wrong'),
    tookAway: turns.filter((turn) => turn.tookAway).length,
    answeredFalsely: turns.filter((turn) => turn.answeredFalsely).length,
  };
}

/** Of all turns, the share right with no tap; undefined if none. */
export function rightShare({ right, turns }: Tally): number | undefined {
  return turns === 0 ? undefined : right / turns;
}

/** Of all turns, the share right with no tap or one; undefined if none. */
export function withinOneTap({ right, tapped, turns }: Tally): number | undefined {
  return turns === 0 ? undefined : (right + tapped) / turns;
}

/** Of all turns, the share wrong; undefined if none. */
export function wrongShare({ wrong, turns }: Tally): number | undefined {
  return turns === 0 ? undefined : wrong / turns;
}

/**
 * Of the turns the bot declined to read, the share answered with its most common reply: a decline
 * that quotes what it read is its own sentence; one sentence for every decline is a wall.
 */
export function commonestDecline(turns: readonly TurnResult[]): { readonly share: number | undefined; readonly reply: string | undefined } {
  const declines = turns.filter((turn) => turn.reading === 'none').map((turn) => turn.replies.join(' / '));
  const counts = new Map<string, number>();
  for (const reply of declines) {
    counts.set(reply, (counts.get(reply) ?? 0) + 1);
  }
  const [reply, most] = [...counts].sort((left, right) => right[1] - left[1])[0] ?? [undefined, 0];
  return { share: declines.length === 0 ? undefined : most / declines.length, reply };
}
