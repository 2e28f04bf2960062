/** A share as a percentage with one decimal, or a dash when there is nothing to share. */
export const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);
/** Table cells hold one line, and a `|` would end the cell. */
export const cell = (text: string) => text.replace(/\s*\n\s*/g, ' / ').replace(/\|/g, '\\|');
/** A reply can run to a whole card; the table keeps its start. */
export const clip = (text: string, length = 240) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
