/**
 * The form two names are compared in: "Groceries" and " groceries " are one list, "Crème Fraîche"
 * and "crème fraîche" one item. NFC so that a precomposed "é" equals "e" plus a combining accent.
 */
export function matchKey(text: string): string {
  let key = keys.get(text);
  if (key === undefined) {
    key = cleanText(text).toLowerCase();
    if (keys.size >= MOST_KEYS_KEPT) {
      keys.clear();
    }
    keys.set(text, key);
  }
  return key;
}

/**
 * Every turn compares the same names again (a list of 2,000 items is keyed on each add and remove),
 * so keys are kept: the function stays pure, and the memory bounded.
 */
const keys = new Map<string, string>();
const MOST_KEYS_KEPT = 50_000;

/**
 * Trims, collapses runs of whitespace and drops control characters, keeping the case the person
 * typed: names are stored as plain text, one line.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2064]/g, '')
    .trim()
    .replace(/\s+/g, ' ');
}
