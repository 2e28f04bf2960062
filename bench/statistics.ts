/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** The `fraction` percentile of samples in any order. */
export function percentileOf(values: readonly number[], fraction: number): number {
  return percentile([...values].sort((a, b) => a - b), fraction);
}

export function median(values: readonly number[]): number {
  return percentileOf(values, 0.5);
}

/** One figure over repeated runs: the median run, the lowest and highest, and every run in order. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly runs: readonly number[];
}

export function spreadOf(runs: readonly number[]): Spread {
  return { median: median(runs), min: Math.min(...runs), max: Math.max(...runs), runs };
}

/** "12.3 (11.9–12.8)": the median of repeated runs and their range. */
export function medianWithRange(values: readonly number[], digits = 1): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${median(sorted).toFixed(digits)} (${(sorted[0] ?? 0).toFixed(digits)}–${(sorted[sorted.length - 1] ?? 0).toFixed(digits)})`;
}
