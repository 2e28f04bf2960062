import pluralize from 'pluralize';

/**
 * Whether the things named are spoken of in the plural: several names, or one whose head word is
 * plural ("eggs", "2 loaves of bread") or that counts more than one ("3 milk"). Words that are both,
 * like "rice", are taken as singular.
 */
function namesMany(names: readonly string[]): boolean {
  if (names.length !== 1) {
    return names.length > 1;
  }
  const words = names[0]!.trim().toLowerCase().split(/\s+/);
  const ofAt = words.indexOf('of');
  const head = ofAt > 0 ? words[ofAt - 1]! : words[words.length - 1]!;
  if (pluralize.isPlural(head) && !pluralize.isSingular(head)) {
    return true;
  }
  const count = Number(words[0]);
  return Number.isInteger(count) && count > 1;
}

/** The word that agrees with the names: agree(['eggs'], 'is', 'are') is "are", agree(['milk'], …) "is". */
export function agree(names: readonly string[], singular: string, plural: string): string {
  return namesMany(names) ? plural : singular;
}
