/**
 * `compute` with its answers kept, for the pure functions of a name that every turn asks again (a
 * list of 2,000 items is keyed on each add and remove, and pluralize tries its rules one by one).
 * The memory is bounded: past `mostKept` names the answers are forgotten and found again.
 */
export function remembered<T>(compute: (text: string) => T, mostKept = 50_000): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      answer = compute(text);
      if (answers.size >= mostKept) {
        answers.clear();
      }
      answers.set(text, answer);
    }
    return answer;
  };
}
