import { describe, expect, it } from 'vitest';
import { allActions } from '../../src/actions/all-actions';
import { createList, DEFAULT_LIST_LIMITS } from '../../src/lists';
import type { ValidatedPlan } from '../../src/planning/plan';
import { planTurn, type PlanTurnOptions, type StepRequest } from '../../src/planning/plan-turn';
import { RecordingLogger } from '../fakes/recording-logger';

const made = createList([], 'groceries', ['milk', 'eggs', 'bread', 'butter', 'jam'], DEFAULT_LIST_LIMITS);
if (!made.ok) throw made.error;
const lists = made.value.lists;

function options(overrides: Partial<PlanTurnOptions> = {}): PlanTurnOptions {
  return { actions: allActions, limits: DEFAULT_LIST_LIMITS, logger: new RecordingLogger(), maxSteps: 5, maxTurnMs: 10_000, canReplan: true, confirmRemoveOver: 3, ...overrides };
}

/** A planner answering `plans` in order, recording what it was asked. */
function scripted(...plans: ValidatedPlan['commands'][]) {
  const asked: StepRequest[] = [];
  const ask = async (request: StepRequest) => {
    asked.push(request);
    const commands = plans[Math.min(asked.length, plans.length) - 1];
    if (!commands) throw new Error('no plan scripted');
    return { plan: { type: 'plan' as const, commands }, byModel: true };
  };
  return { asked, ask };
}

describe('planTurn', () => {
  it('holds earlier destructive changes for confirmation when a later step ends on an answer, and says the answer first', async () => {
    const planner = scripted(
      [
        { type: 'DO', action: 'removeItems', parameters: { list: 'groceries', items: ['milk', 'eggs', 'bread', 'butter'] } },
        { type: 'DO', action: 'getItems', parameters: { list: 'groceries' } },
      ],
      [{ type: 'DO', action: 'createList', parameters: { list: 'party', items: ['jam'] } }],
    );
    const outcome = await planTurn({ text: 'move all but jam off groceries, and jam to a new party list', lists }, planner.ask, options({ limits: { ...DEFAULT_LIST_LIMITS, maxLists: 1 } }));
    expect(planner.asked).toHaveLength(2);
    expect(outcome.kind).toBe('confirm');
    expect(outcome.replies[0]).toMatchObject({ text: 'You already have 1 lists, the most there can be. Delete one first.' });
    expect(outcome.replies).toHaveLength(2);
  });

  it('asks the planner again after a failure it may fix, and not after the same failure twice', async () => {
    const failing = [{ type: 'DO' as const, action: 'addItems', parameters: { list: 'grocer', items: ['tea'] } }];
    const planner = scripted(failing, failing, failing);
    const outcome = await planTurn({ text: 'add tea to grocer', lists }, planner.ask, options());
    expect(planner.asked).toHaveLength(2);
    expect(planner.asked[1]?.input).toContain("Observation: commands[0] addItems");
    expect(outcome).toMatchObject({ kind: 'done', lists, applied: [], replies: [{ text: "There is no list called 'grocer'. Your lists: groceries." }] });
  });
});
