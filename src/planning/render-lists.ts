import { formatItem, type GroceryList, type GroceryLists } from '../lists';

/** Counts tokens as the model will; teams-ai hands prompt functions its tokenizer. */
export type CountTokens = (text: string) => number;

// English text runs about 4 characters a token and rarely past 8; text longer than this many
// characters a token is not worth tokenizing to learn that it does not fit, since lists can be long.
const MOST_CHARACTERS_PER_TOKEN = 8;

/** The tokens of `text`, if it fits `budget`; undefined if it does not. */
function tokensWithin(text: string, budget: number, countTokens: CountTokens): number | undefined {
  if (text.length > budget * MOST_CHARACTERS_PER_TOKEN) {
    return undefined;
  }
  const tokens = countTokens(text);
  return tokens <= budget ? tokens : undefined;
}

/**
 * The conversation's lists as the model reads them in the prompt, within `budget` tokens: every list
 * by name and size, and the items of as many lists as fit, in order. A list whose items are left out
 * says so, and the model reads it with getItems when it needs them. Every name people wrote, of a
 * list or an item, is quoted as a JSON string: it is data, whatever it says, and an item with a
 * comma in it stays one item.
 */
export function renderListsForPrompt(lists: GroceryLists, budget: number, countTokens: CountTokens): string {
  if (lists.length === 0) {
    return '(none)';
  }
  const legend = anyBought(lists) ? [BOUGHT_LEGEND] : [];
  const full = [...lists.map(fullLine), ...legend].join('\n');
  if (tokensWithin(full, budget, countTokens) !== undefined) {
    return full;
  }
  const note = 'Lists marked "items not shown" are too long to show here: read them with getItems before answering about their items.';
  const lines = lists.map(summaryLine);
  let used = countTokens([note, ...lines].join('\n'));
  if (used > budget) {
    return boundedSummary(lists, budget, countTokens, note);
  }
  // Show whole lists in order while they fit; a partial list would mislead more than none.
  for (const [index, list] of lists.entries()) {
    const line = fullLine(list);
    const summary = countTokens(lines[index] ?? '');
    const tokens = tokensWithin(line, budget - used + summary, countTokens);
    if (tokens !== undefined) {
      lines[index] = line;
      used += tokens - summary;
    }
  }
  return [note, ...lines, ...legend].join('\n');
}

// Bought items stay on the list, in the cart; the model sees them marked, in one character.
const BOUGHT_MARK = '✓';
const BOUGHT_LEGEND = `(${BOUGHT_MARK} = bought, in the cart)`;

function fullLine(list: GroceryList): string {
  return list.items.length === 0
    ? `- ${JSON.stringify(list.name)}: (empty)`
    : `- ${JSON.stringify(list.name)}: ${list.items.map((item) => `${JSON.stringify(formatItem(item))}${item.bought ? BOUGHT_MARK : ''}`).join(', ')}`;
}

function anyBought(lists: GroceryLists): boolean {
  return lists.some((list) => list.items.some((item) => item.bought));
}

function summaryLine(list: GroceryList): string {
  return `- ${JSON.stringify(list.name)}: ${list.items.length} ${list.items.length === 1 ? 'item' : 'items'}, items not shown`;
}

/** Even the names do not fit: as many as do, and how many more there are. */
function boundedSummary(lists: GroceryLists, budget: number, countTokens: CountTokens, note: string): string {
  const lines = [note];
  for (const [index, list] of lists.entries()) {
    const more = `- and ${lists.length - index} more lists, not shown`;
    if (countTokens([...lines, summaryLine(list), more].join('\n')) > budget) {
      return [...lines, more].join('\n');
    }
    lines.push(summaryLine(list));
  }
  return lines.join('\n');
}
