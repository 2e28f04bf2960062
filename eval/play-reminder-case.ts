import { setReminderAction } from '../src/actions/set-reminder';
import { DEFAULT_LIST_LIMITS } from '../src/lists';
import type { ReminderContext } from '../src/reminders/new-reminder';
import type { Reminder } from '../src/reminders/reminder';
import { instantOf } from '../src/reminders/time-zone';
import { planOffline } from '../src/planning/offline/offline-planner';
import type { ReminderAsIs, ReminderCase } from './reminder-case';

/** How the offline planner did on one message: declined, right, or wrong with what it did instead. */
export type ReminderVerdict = { readonly kind: 'declined' } | { readonly kind: 'right' } | { readonly kind: 'wrong'; readonly did: string };

/** The instant a person's clock in `timeZone` shows `local` ("2026-12-05T10:00") at. */
function instantAt(local: string, timeZone: string): number {
  return instantOf(Date.parse(`${local}:00Z`), timeZone);
}

/** `instant` as a clock in `timeZone` shows it: "2026-12-05T10:00". */
function localOf(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** Plays one message through the offline planner, as the bot would as the person sent it, and judges what it did. */
export async function playReminderCase(test: ReminderCase, timeZone: string): Promise<ReminderVerdict> {
  const now = instantAt(test.now, timeZone);
  const reminders: Reminder[] = test.reminders.map((each, index) => ({ id: `r${index}`, about: each.about, dueAt: instantAt(each.when, timeZone), timeZone, ...(each.repeat ? { repeat: { pattern: '', said: each.repeat } } : {}) }));
  const reminding: ReminderContext = { reminders, now, timeZone };
  const planning = planOffline(test.say, [], DEFAULT_LIST_LIMITS, undefined, { reminding });
  if (!planning.understood) {
    return { kind: 'declined' };
  }
  const [first] = planning.plan.commands;
  const did = await whatItDid(planning.plan.commands, reminding);
  const expected = describeExpected(test.expect, reminders);
  // A message about no reminder is answered right by anything that neither sets, cancels nor lists one.
  if ('other' in test.expect) {
    return /^(?:set|cancel|list|ask when|refuse)\b/.test(did) ? { kind: 'wrong', did } : { kind: 'right' };
  }
  return did === expected ? { kind: 'right' } : { kind: 'wrong', did };
}

async function whatItDid(commands: readonly { type: string; action?: string; parameters?: Record<string, unknown>; response?: string }[], reminding: ReminderContext): Promise<string> {
  const [first] = commands;
  if (first?.type === 'DO' && first.action === 'setReminder') {
    const result = await setReminderAction.run({ reminder: String(first.parameters?.reminder ?? '') }, { lists: [], limits: DEFAULT_LIST_LIMITS, reminding });
    if (!result.ok) {
      const problem = (result.error as { problem?: string }).problem;
      return problem === 'missing' ? 'ask when' : `refuse ${problem ?? result.error.code}`;
    }
    const kept = (result.value.recordAs?.parameters as { reminder: Reminder }).reminder;
    return `set ${describeSet({ when: localOf(kept.dueAt, kept.timeZone), repeat: kept.repeat?.said ?? null, about: kept.about })}`;
  }
  if (first?.type === 'DO' && first.action === 'cancelReminders') {
    const ids = (first.parameters?.ids as string[]) ?? [];
    return `cancel ${reminding.reminders.filter((each) => ids.includes(each.id)).map((each) => each.about).sort().join(' | ')}`;
  }
  if (first?.type === 'DO') {
    return `other (${first.action})`;
  }
  const said = first?.response ?? '';
  if (said.startsWith('When shall I remind')) {
    return 'ask when';
  }
  if (/^(?:\d+ reminders?:|There are no reminders here\. Set one)/.test(said)) {
    return 'list';
  }
  return `said: ${said.slice(0, 80)}`;
}

function describeExpected(expect: ReminderCase['expect'], reminders: readonly Reminder[]): string {
  if ('set' in expect) {
    return `set ${describeSet(expect.set)}`;
  }
  if ('list' in expect) {
    return 'list';
  }
  if ('cancel' in expect) {
    const abouts = reminders.map((each) => each.about);
    return `cancel ${expect.cancel.filter((about) => abouts.includes(about)).sort().join(' | ')}`;
  }
  if ('refuse' in expect) {
    return `refuse ${expect.refuse}`;
  }
  if ('ask' in expect) {
    return 'ask when';
  }
  return 'other';
}

/** A reminder set, compared without case, end punctuation or emoji: keeping "go to the market 🥕" as typed is as right as dropping the emoji. */
function describeSet(set: ReminderAsIs): string {
  const about = set.about.toLowerCase().replace(/\p{Extended_Pictographic}|\uFE0F/gu, '').trim().replace(/[.!?]+$/, '');
  return `${set.when}${set.repeat ? ` (${set.repeat.toLowerCase()})` : ''}: ${about}`;
}
