import { phraseAlternatives } from '../text/phrase-alternatives';
import { DAY_NAME, readWhen } from './read-when';

/** The words between when a reminder is and what it is about: "… to check the list", "… about the shopping". */
export const ABOUT_WORDS: readonly string[] = [
  'to', 'about', 'of', 'that we need to', 'that i need to', 'that we should', 'that i should', 'that we have to', 'that i have to', 'that we', 'that i', 'that',
  '2', 'abt', 'bout', 'regarding', 're', 'so i remember to', 'so we remember to', "so i don't forget to", "so we don't forget to", 'so i dont forget to', 'so we dont forget to', 'so that i remember to', 'so that we remember to',
];


// After a time said first, what it is about follows ABOUT_WORDS, "for", a dash or a colon ("noon tomorrow: pay the milkman", "wednesday 3pm - dentist");
// "of" only leads it when it comes first ("remind me of the dentist at 4"): after a time it is the date's ("the 31st of May").
const ABOUT = new RegExp(`\\s?(?:\\s(?:${phraseAlternatives([...ABOUT_WORDS.filter((word) => word !== 'of'), 'for', '-', '–', '—'])})|:)\\s`, 'gi');
const ABOUT_FIRST = new RegExp(`^(?:${phraseAlternatives(ABOUT_WORDS)})\\s+(.+)$`, 'i');

/**
 * The request's own sentence: what follows its end ("… to go to the markets? The good fruit goes
 * early.") is said to the chat, and neither when nor what the reminder is about.
 */
function firstSentence(text: string): string {
  const [first = ''] = sentences(text);
  return first.replace(/[.!?]+$/, '').trim();
}

/** What follows the request's own sentence, as typed: "The good fruit goes early." */
export function laterSentences(text: string): string {
  return sentences(text).slice(1).join(' ');
}

function sentences(text: string): string[] {
  return text.trim().replace(/\b([ap])\.m\.?/gi, '$1m').split(/(?<=[.!?])\s+(?=\S)/);
}

/** A word a time can end on: a number, am or pm, a day, a part of one, a unit. */
const TIME_WORD = new RegExp(String.raw`\d|^(?:am|pm|today|tonight|tomorrow|tmrw|tomoz|2moro|2day|2nite|tonite|noon|midday|midnight|morning|mornin|afternoon|evening|night|nite|week|weekend|month|minutes?|mins?|hours?|hrs?|days?|${DAY_NAME}s?)$`, 'i');

/** A word a time can start with besides TIME_WORD's: "at 5", "on friday", "every day", "next week", "this evening". */
const TIME_LEAD = /^(?:at|on|in|every|evry|each|next|this)$/i;

/** A reminder as asked for, cut into when and what about; or what it is about, with no time said. */
export type ReminderRequestReading = { readonly when: string; readonly about: string } | { readonly noTime: string };

/**
 * Cuts "Saturday at 10 to do the shopping", "to buy milk tomorrow morning" or "in 2 minutes" into
 * when and what about. When comes first, up to the last cut whose start reads as a time; or what
 * comes first, and the longest ending that reads as a time is when. A time gone by or too far ahead
 * still reads as a time (setting it then says why it cannot be). Undefined when no part is a time
 * and none is said apart ("soonish").
 */
export function readReminderRequest(text: string, now: number, timeZone: string): ReminderRequestReading | undefined {
  const reading = cutRequest(firstSentence(text), now, timeZone);
  // "remind me what time the kids finish thurs" asks to be told something, not reminded to do it.
  const about = reading && ('about' in reading ? reading.about : reading.noTime);
  return about !== undefined && QUESTION.test(about) ? undefined : reading;
}

/** Words that open a question: what follows "remind me" is then something to be told. */
const QUESTION = /^(?:what|wat|whats|what's|when|where|who|whose|how|which|if|whether)\b/i;

function cutRequest(rest: string, now: number, timeZone: string): ReminderRequestReading | undefined {
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
  // The longest start that reads as a time: "at 5 to go to the shop" is at 5, to go to the shop.
  const cut = [...cuts].reverse().find((each) => readable(rest.slice(0, each.index)));
  if (cut) {
    return { when: rest.slice(0, cut.index).trim(), about: rest.slice(cut.index + cut[0].length).trim() };
  }
  // With no start that reads as a time, the first cut's start is what was said as one ("after the school run").
  const [first] = cuts;
  if (first) {
    return { when: rest.slice(0, first.index).trim(), about: rest.slice(first.index + first[0].length).trim() };
  }
  // No word between ("thursday 6.30pm top up shop"): the longest start that reads as a time and ends on a word of time;
  // else the longest ending that reads as one and starts like a time ("make lunches every mon wed thu 7am").
  const words = rest.split(/\s+/);
  // A cut guessed with no word to mark it stands only for a time still to come: "reminder im vegetarian this month" sets nothing, nor refuses.
  const settable = (when: string) => readWhen(when, now, timeZone).ok;
  for (let end = words.length - 1; end >= 1; end--) {
    if (TIME_WORD.test(words[end - 1] ?? '') && settable(words.slice(0, end).join(' '))) {
      return { when: words.slice(0, end).join(' '), about: words.slice(end).join(' ') };
    }
  }
  for (let start = 1; start < words.length; start++) {
    if ((TIME_WORD.test(words[start] ?? '') || TIME_LEAD.test(words[start] ?? '')) && settable(words.slice(start).join(' '))) {
      return { when: words.slice(start).join(' '), about: words.slice(0, start).join(' ') };
    }
  }
  return undefined;
}
