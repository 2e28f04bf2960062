/** The text with its first letter upper case, for a name that begins a sentence: "Eggs weren't on groceries." */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
