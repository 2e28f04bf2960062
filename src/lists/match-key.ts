import { remembered } from '../text/remembered';

/**
 * The form two names are compared in: "Groceries" and " groceries " are one list, "Crème Fraîche"
 * and "crème fraîche" one item. NFC so that a precomposed "é" equals "e" plus a combining accent.
 */
export const matchKey: (text: string) => string = remembered((text) => cleanText(text).toLowerCase());

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
