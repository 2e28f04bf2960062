import { describeTime } from './describe-when';
import type { Reminder } from './reminder';

/** Words that say which reminder without telling one from another. */
const NOT_TELLING = new Set(['the', 'my', 'our', 'your', 'a', 'an', 'reminder', 'reminders', 'one', 'for', 'about', 'on', 'at', 'to', 'that', 'this', 'of', 'set', 'i', 'we', 'you']);

/**
 * The reminders `description` picks out ("Saturday", "the milk one", "friday 5pm"): each of its
 * words must be the day, time or a word of what the reminder is about. No telling words: all of them.
 */
export function findReminders(reminders: readonly Reminder[], description: string, now: number): Reminder[] {
  const words = wordsOf(description).filter((word) => !NOT_TELLING.has(word));
  return reminders.filter((reminder) => {
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: reminder.timeZone, weekday: 'long' }).format(new Date(reminder.dueAt));
    const known = wordsOf(`${reminder.about} ${reminder.repeat?.said ?? ''} ${describeTime(reminder.dueAt, reminder.timeZone, now)} ${weekday}`);
    return words.every((word) => known.some((each) => each === word || (word.length >= 3 && each.startsWith(word)) || (each.length >= 4 && word.startsWith(each))));
  });
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\d{1,2}):00\b/g, '$1')
    .replace(/\b0(\d)\b/g, '$1')
    .split(/[^a-z0-9:']+/)
    .filter(Boolean);
}
