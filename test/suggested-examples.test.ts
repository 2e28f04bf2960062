import { describe, expect, it } from 'vitest';
import { welcomeText } from '../src/conversation/welcome-text';
import { HELP_REPLY, NOT_UNDERSTOOD_REPLY } from '../src/replies/help-replies';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../src/lists';
import { planOffline } from '../src/planning/offline/offline-planner';

/** The requests the bot itself suggests: quoted in its help and declines, one a line in its welcome. */
function suggested(): string[] {
  const quoted = [HELP_REPLY, NOT_UNDERSTOOD_REPLY].flatMap((text) => [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ''));
  const listed = welcomeText(false).split('\n').flatMap((line) => (line.startsWith('- ') ? [line.slice(2)] : []));
  return [...new Set([...quoted, ...listed])];
}

function lists(): GroceryLists {
  let state: GroceryLists = [];
  for (const [name, items] of [['groceries', ['rice']], ['party', ['chips']]] as const) {
    const made = createList(state, name, [...items], DEFAULT_LIST_LIMITS);
    if (!made.ok) throw made.error;
    state = made.value.lists;
  }
  return state;
}

describe('what the bot suggests people say', () => {
  it('is read for sure by the strict reading, in a chat with a groceries and a party list', () => {
    const examples = suggested();
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const example of examples) {
      const planning = planOffline(example, lists(), DEFAULT_LIST_LIMITS);
      expect([example, planning.understood && planning.plan.commands.some((command) => command.type === 'DO')]).toEqual([example, true]);
    }
  });
});
