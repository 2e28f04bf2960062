import type { CaseResult } from './play-case';

/** Whether a case touched the lists: changed them, or asked to. */
export function changedAnything(result: CaseResult): boolean {
  return result.changed || result.confirmationAsked;
}

/**
 * What the offline planner promises: every request it claims is planned exactly right, and every
 * request it declines changes nothing. Returns each case that breaks the promise, with why.
 */
export function offlineRuleBreaches(results: readonly CaseResult[]): string[] {
  return results.flatMap((result) => {
    const { id, request } = result.evalCase;
    if (result.offlineUnderstood) {
      return result.passed ? [] : [`${id} ("${request}"), understood: ${result.problems.join('; ')}`];
    }
    if (changedAnything(result)) {
      return [`${id} ("${request}"), declined, yet ${result.changed ? 'the lists changed' : 'it asked for confirmation'}`];
    }
    return [];
  });
}
