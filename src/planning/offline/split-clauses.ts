// Where one request may end and the next begin: "add milk to groceries and cups to party".
const SEPARATOR = /\s*[,;]\s*|\.\s+|\s+(?:and then|and|then|&)\s+/gi;
// Past this many places to cut, the readings are too many to weigh: such a message is for a model.
const MOST_SEPARATORS = 10;

/**
 * The ways `lines` can be read as several requests, fewest parts first, in groups of as many cuts:
 * each line is one request or more, cut where a separator stands. The first group holds the
 * readings that cut the least (none, for more than one line; one, for a single line, since the line
 * as a whole was read already). Undefined when there are too many separators to try.
 */
export function clauseReadings(lines: readonly string[]): string[][][] | undefined {
  const pieces = lines.map((line) => piecesOf(line));
  const cuts = pieces.reduce((sum, each) => sum + each.length - 1, 0);
  if (cuts > MOST_SEPARATORS) {
    return undefined;
  }
  const fewest = lines.length > 1 ? 0 : 1;
  const groups: string[][][] = [];
  for (let count = fewest; count <= cuts; count++) {
    groups.push(subsetsOfSize(cuts, count).map((chosen) => cutAt(pieces, chosen)));
  }
  return groups;
}

/** A line split at every separator: the text between them, each with the separator that follows it. */
function piecesOf(line: string): { text: string; separator: string }[] {
  const pieces: { text: string; separator: string }[] = [];
  let start = 0;
  for (const match of line.matchAll(SEPARATOR)) {
    pieces.push({ text: line.slice(start, match.index), separator: match[0] });
    start = match.index + match[0].length;
  }
  pieces.push({ text: line.slice(start), separator: '' });
  return pieces;
}

/** The clauses when the separators numbered in `chosen` (across all lines) are cuts and the rest are kept. */
function cutAt(lines: readonly { text: string; separator: string }[][], chosen: ReadonlySet<number>): string[] {
  const clauses: string[] = [];
  let separatorNumber = 0;
  for (const pieces of lines) {
    let clause = '';
    pieces.forEach((piece, at) => {
      clause += piece.text;
      if (at === pieces.length - 1) {
        return;
      }
      if (chosen.has(separatorNumber++)) {
        clauses.push(clause);
        clause = '';
      } else {
        clause += piece.separator;
      }
    });
    clauses.push(clause);
  }
  return clauses;
}

function subsetsOfSize(size: number, count: number): Set<number>[] {
  if (count === 0) {
    return [new Set()];
  }
  const subsets: Set<number>[] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === count) {
      subsets.push(new Set(chosen));
      return;
    }
    for (let next = from; next <= size - (count - chosen.length); next++) {
      pick(next + 1, [...chosen, next]);
    }
  };
  pick(0, []);
  return subsets;
}
