import { parseSection, type Section, SECTIONS } from '../src/lists';

/** One item as a case writes it, "milk [bought]", "tofu [produce]", "2 eggs [bought, dairy]", "kale [produce] [bought]", read apart. */
export interface CaseItem {
  /** The item as a person writes it, without its marks: "2 loaves of bread". */
  readonly text: string;
  readonly bought: boolean;
  /** The section it must be shown under; none: not compared. */
  readonly section?: Section | MissingSection;
}

/**
 * Sections people expect a shop to have that the bot does not: an item expected under one can
 * never be right, and is judged so rather than refused as a typo.
 */
const MISSING_SECTIONS = ['baby', 'pets'] as const;
type MissingSection = (typeof MISSING_SECTIONS)[number];

/** The marks at the end: one bracket or several, "[bought, produce]" or "[produce] [bought]". */
const MARKS = /(?:\s*\[[^\]]*\])+\s*$/;

/** Reads an item's marks; throws on one that is neither "bought" nor a section, so a typo fails the corpus. */
export function parseCaseItem(written: string): CaseItem {
  const marks = MARKS.exec(written)?.[0];
  if (marks === undefined) {
    return { text: written.trim(), bought: false };
  }
  let bought = false;
  let section: Section | MissingSection | undefined;
  for (const mark of marks.split(/[[\],]/).map((each) => each.trim()).filter(Boolean)) {
    const read = mark === 'bought' ? undefined : ([...SECTIONS, ...MISSING_SECTIONS] as readonly string[]).includes(mark) ? (mark as Section | MissingSection) : parseSection(mark);
    if (mark === 'bought') {
      bought = true;
    } else if (read) {
      section = read;
    } else {
      throw new Error(`"${written}": the mark "${mark}" is neither "bought" nor a section (${SECTIONS.join(', ')})`);
    }
  }
  return { text: written.replace(MARKS, '').trim(), bought, ...(section ? { section } : {}) };
}

/** Whether an item's marks read: for the case schema. */
export function hasValidMarks(written: string): boolean {
  try {
    parseCaseItem(written);
    return true;
  } catch {
    return false;
  }
}

/** Whether a section is one the bot has. */
export function isSection(section: string): section is Section {
  return (SECTIONS as readonly string[]).includes(section);
}

/** An item written back with its marks, as the report shows the lists. */
export function writeCaseItem(item: CaseItem): string {
  const marks = [...(item.bought ? ['bought'] : []), ...(item.section ? [item.section] : [])];
  return marks.length === 0 ? item.text : `${item.text} [${marks.join(', ')}]`;
}
