// "- chips", "* salsa", "• ice", "1. milk", "2) eggs": one item a line under a request.
const BULLET = /^\s*(?:[-*•‣–]|\d{1,2}[.)])\s+(?<item>.*\S)\s*$/u;

/**
 * The lines of a message, each one request: blank lines dropped, and bulleted lines folded into the
 * line above as its items, "add to party:\n- chips\n- salsa" into "add to party: chips, salsa".
 * Undefined when a bulleted line has no line above it to belong to.
 */
export function requestLines(text: string): string[] | undefined {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = BULLET.exec(line)?.groups?.item;
    if (item === undefined) {
      if (line.trim().length > 0) {
        lines.push(line);
      }
      continue;
    }
    const above = lines.pop();
    if (above === undefined) {
      return undefined;
    }
    lines.push(/:\s*$/.test(above) ? `${above} ${item}` : `${above}, ${item}`);
  }
  return lines;
}
