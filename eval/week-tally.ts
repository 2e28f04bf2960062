import type { TurnOutcome, TurnResult } from './play-week';

/** How many turns came out each way. */
export type Tally = Readonly<Record<TurnOutcome, number>> & { readonly turns: number };

export function tally(turns: readonly TurnResult[]): Tally {
  const count = (outcome: TurnOutcome) => turns.filter((turn) => turn.outcome === outcome).length;
  return { turns: turns.length, right: count('right'), wrong: count('wrong'), asked: count('asked'), declined: count('declined') };
}

/** Of the turns the offline planner carried out (right or wrong), the share right; undefined if none. */
export function precision({ right, wrong }: Tally): number | undefined {
  return right + wrong === 0 ? undefined : right / (right + wrong);
}

/** Of all turns, the share the offline planner carried out (right or wrong); undefined if none. */
export function coverage({ right, wrong, turns }: Tally): number | undefined {
  return turns === 0 ? undefined : (right + wrong) / turns;
}
