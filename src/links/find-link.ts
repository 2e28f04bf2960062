/**
 * The first link in a message, as written: anything of the form scheme://…, so that a link the bot
 * will not open (ftp://, file://) is answered with why, rather than read as items. A link in quotes,
 * or written as a markdown link's target, is part of a name, not a page to open ("create a list
 * called 'see https://…'", "add [gift card](https://…) to groceries"). Teams may wrap a link in
 * angle brackets; what closes it is left out.
 */
export function findLink(text: string): string | undefined {
  const unquoted = text.replace(/'[^']*'|"[^"]*"|‘[^’]*’|“[^”]*”|\[[^\]]*\]\([^)]*\)/g, ' ');
  const match = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"']+/i.exec(unquoted);
  return match ? match[0].replace(/[)\].,;!?]+$/, '') : undefined;
}
