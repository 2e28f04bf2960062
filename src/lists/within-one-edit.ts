/** Whether `one` becomes `other` by one letter changed, added or dropped, or two neighbours swapped. */
export function withinOneEdit(one: string, other: string): boolean {
  const a = [...one];
  const b = [...other];
  if (Math.abs(a.length - b.length) > 1) {
    return false;
  }
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) {
    start += 1;
  }
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length + restB.length <= 1 || (restA.length === 1 && restB.length === 1)) {
    return true;
  }
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}
