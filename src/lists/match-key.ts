/**
 * The form two names are compared in: "Groceries" and " groceries " are one list, "Crème Fraîche"
 * and "crème fraîche" one item. NFC so that a precomposed "é" equals "e" plus a combining accent.
 */
export function matchKey(text: string): string {
  return cleanText(text).toLowerCase();
}

/** Trims and collapses runs of whitespace, keeping the case the person typed. */
export function cleanText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}
