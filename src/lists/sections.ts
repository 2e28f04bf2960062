// Placeholder until the dictionary lands.
export const SECTIONS = ['produce', 'bakery', 'meat & fish', 'dairy & eggs', 'frozen', 'pantry', 'snacks', 'drinks', 'household', 'personal care', 'other'] as const;
export type Section = (typeof SECTIONS)[number];
export function sectionOf(_name: string): Section {
  return 'other';
}
export function parseSection(text: string): Section | undefined {
  return SECTIONS.find((section) => section === text.trim().toLowerCase());
}
export function sectionLabel(section: Section): string {
  return section.charAt(0).toUpperCase() + section.slice(1);
}
