/** A regular expression's alternatives matching any of `phrases`, longest first, a space matching any run of spaces. */
export function phraseAlternatives(phrases: readonly string[]): string {
  return [...phrases].sort((a, b) => b.length - a.length).map(escaped).join('|');
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}
