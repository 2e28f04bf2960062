/**
 * Text that people typed (item and list names) shown as typed, not as formatting: markdown's
 * emphasis, code and link characters are escaped, and for message text HTML's as well, since Teams
 * renders both.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]~]/g, '\\$&');
}

/** Text escaped for markdown as typed again: a card read as text in a terminal or a log. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\`*_[\]~])/g, '$1');
}

export function escapeMessageText(text: string): string {
  return escapeMarkdown(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
