import type { CaseResult } from './play-case';

/** Whether a case touched the lists: changed them, or asked to. */
export function changedAnything(result: CaseResult): boolean {
  return result.changed || result.confirmationAsked;
}

/**
 * What the offline planner promises: every request its strict reading claims is planned exactly
 * right, and every other request takes nothing away unasked (the lenient reading may add, tick or
 * answer, with Undo, and offers the rest as buttons). Returns each case that breaks the promise, with why.
 */
export function offlineRuleBreaches(results: readonly CaseResult[]): string[] {
  return results.flatMap((result) => {
    const { id, request } = result.evalCase;
    if (result.offlineUnderstood) {
      return result.passed ? [] : [`${id} ("${request}"), understood: ${result.problems.join('; ')}`];
    }
    if (result.tookAway || result.confirmationAsked) {
      return [`${id} ("${request}"), not claimed, yet ${result.tookAway ? 'something was taken off the lists' : 'it asked for confirmation'}`];
    }
    return [];
  });
}
