import { phraseAlternatives } from '../text/phrase-alternatives';
import { readWhen } from './read-when';

/** The words between when a reminder is and what it is about: "… to check the list", "… about the shopping". */
export const ABOUT_WORDS: readonly string[] = ['to', 'about', 'of', 'that we need to', 'that i need to', 'that we should', 'that i should', 'that we have to', 'that i have to', 'that we', 'that i', 'that'];

const ABOUT = new RegExp(`\\s(?:${phraseAlternatives(ABOUT_WORDS)})\\s`, 'gi');
const ABOUT_FIRST = new RegExp(`^(?:${phraseAlternatives(ABOUT_WORDS)})\\s+(.+)$`, 'i');

/** A reminder as asked for, cut into when and what about; or what it is about, with no time said. */
export type ReminderRequestReading = { readonly when: string; readonly about: string } | { readonly noTime: string };

/**
 * Cuts "Saturday at 10 to do the shopping", "to buy milk tomorrow morning" or "in 2 minutes" into
 * when and what about. When comes first, up to the first cut whose start reads as a time; or what
 * comes first, and the longest ending that reads as a time is when. A time gone by or too far ahead
 * still reads as a time (setting it then says why it cannot be). Undefined when no part is a time
 * and none is said apart ("soonish").
 */
export function readReminderRequest(text: string, now: number, timeZone: string): ReminderRequestReading | undefined {
  const rest = text.trim();
  const readable = (when: string) => {
    const read = when.trim() === '' ? undefined : readWhen(when, now, timeZone);
    return read !== undefined && (read.ok || read.problem !== 'unreadable');
  };
  if (readable(rest)) {
    return { when: rest, about: '' };
  }
  const aboutFirst = ABOUT_FIRST.exec(rest);
  if (aboutFirst?.[1]) {
    const words = aboutFirst[1].split(/\s+/);
    for (let start = 1; start < words.length; start++) {
      if (readable(words.slice(start).join(' '))) {
        return { when: words.slice(start).join(' '), about: words.slice(0, start).join(' ') };
      }
    }
    return { noTime: aboutFirst[1] };
  }
  const cuts = [...rest.matchAll(ABOUT)];
  const cut = cuts.find((each) => readable(rest.slice(0, each.index))) ?? cuts[0];
  // With no cut that reads as a time, the first cut's start is what was said as one ("after the school run").
  return cut ? { when: rest.slice(0, cut.index).trim(), about: rest.slice(cut.index + cut[0].length).trim() } : undefined;
}
