import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences } from '../eval/compare-lists';
import { loadCorpus } from '../eval/corpus';
import { caseFile, CATEGORIES, type EvalCase } from '../eval/eval-case';
import { offlineRuleBreaches } from '../eval/offline-rule';
import { figuresIn, offlineFigures } from '../eval/readme-figures';
import { evaluationReport } from '../eval/report';
import { runEvaluation } from '../eval/run-evaluation';
import { freePort } from './fakes/free-port';
import { doAction, plan, say } from './fakes/plans';
import { ScriptedModelServer, scriptedTokenCount } from './fakes/scripted-model-server';

const evalCase = (fields: Partial<EvalCase> & Pick<EvalCase, 'id' | 'request'>): EvalCase => ({ category: 'single add', lists: {}, confirm: false, ...fields });

describe('the evaluation corpus', () => {
  it('has at least 200 requests, at least 25 in each category (6 in those added since the first 12)', () => {
    const corpus = loadCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const added = new Set(['follow-ups after a question', 'multipliers', 'conditions and notes', 'separators', 'irregular plurals', 'usual and suggestions']);
    for (const category of CATEGORIES) {
      expect(corpus.filter((each) => each.category === category).length, category).toBeGreaterThanOrEqual(added.has(category) ? 6 : 25);
    }
  });

  it('holds the offline planner to its promise: every request it claims right, every other one changes nothing', async () => {
    const corpus = loadCorpus();
    // The corpus holds the strict reading's claim; the lenient reading is measured on the blind weeks.
    const evaluation = await runEvaluation({ env: { PLANNER: 'offline', OFFLINE_READING: 'strict' }, cases: corpus });
    expect(evaluation.planner).toBe('offline');
    expect(offlineRuleBreaches(evaluation.results)).toEqual([]);
    // Neither half of the promise may hold vacuously.
    const claimed = evaluation.results.filter((result) => result.offlineUnderstood);
    expect(claimed.length).toBeGreaterThan(corpus.length / 3);
    expect(corpus.length - claimed.length).toBeGreaterThan(corpus.length / 10);
    expect(evaluation.results.every((result) => result.usage.calls === 0)).toBe(true);

    // The README's figures are generated from this very run, never typed.
    expect(figuresIn(readFileSync(join(__dirname, '..', 'README.md'), 'utf8'))).toBe(offlineFigures(evaluation.results));

    const report = evaluationReport(evaluation);
    expect(report).toContain('| category | cases | claimed | right of claimed | precision | coverage |');
    expect(report).toContain(`| **all** | ${corpus.length} | ${claimed.length} | ${claimed.length} | 100.0% | ${((100 * claimed.length) / corpus.length).toFixed(1)}% |`);
    const sections = corpus.filter((each) => each.category === 'sections').length;
    const sectionsClaimed = evaluation.results.filter((result) => result.evalCase.category === 'sections' && result.offlineUnderstood).length;
    expect(report).toContain(`| sections | ${sections} | ${sectionsClaimed} | ${sectionsClaimed} | 100.0% | ${((100 * sectionsClaimed) / sections).toFixed(1)}% |`);
  });
});

describe('comparing lists', () => {
  it('reads names in any case and order, and quantities as numbers or words', () => {
    expect(differences({ Groceries: ['milk', 'two loaves of bread'], party: [] }, { party: [], groceries: ['2 loaves of bread', 'Milk'] })).toEqual([]);
    expect(differences({ groceries: ['500 g flour'] }, { groceries: ['500g flour'] })).toEqual([]);
    // People write "pack of skewers" where the bot keeps "a pack of skewers".
    expect(differences({ bbq: ['pack of skewers', 'loaf of bread'] }, { bbq: ['a pack of skewers', '1 loaf of bread'] })).toEqual([]);
    expect(differences({ bbq: ['pack of skewers'] }, { bbq: ['2 packs of skewers'] })).toEqual(['bbq lacks pack of skewers', 'bbq has 2 packs of skewers too']);
  });

  it('compares whether an item is bought always, and its section where the case names one', () => {
    expect(differences({ groceries: ['milk [bought]', 'tofu [produce]'] }, { groceries: ['Milk [bought]', 'tofu [produce]'] })).toEqual([]);
    // Eggs are under dairy & eggs by the dictionary, chosen or not.
    expect(differences({ groceries: ['eggs [dairy]'] }, { groceries: ['eggs'] })).toEqual([]);
    expect(differences({ groceries: ['milk [bought]', 'tofu [produce]'] }, { groceries: ['milk', 'tofu [frozen]'] })).toEqual([
      'groceries lacks milk [bought]',
      'groceries has milk too',
      'groceries has tofu under frozen, not produce',
    ]);
    expect(differences({ groceries: ['milk'] }, { groceries: ['milk [bought]'] })).toEqual(['groceries lacks milk', 'groceries has milk [bought] too']);
    // Marks may come in one bracket or several.
    expect(differences({ groceries: ['spinach [produce] [bought]'] }, { groceries: ['spinach [bought, produce]'] })).toEqual([]);
  });

  it('refuses a case whose mark is neither "bought" nor a section', () => {
    const file = { category: 'sections', cases: [{ id: 'typo', request: 'got milk', lists: { groceries: ['milk [bougth]'] } }] };
    expect(caseFile.safeParse(file).success).toBe(false);
    expect(caseFile.safeParse({ ...file, cases: [{ ...file.cases[0], lists: { groceries: ['milk [bought, the dairy aisle]'] } }] }).success).toBe(true);
    // A section people expect that the bot lacks is no typo: the item is judged, and can never be right.
    expect(caseFile.safeParse({ ...file, cases: [{ ...file.cases[0], lists: { groceries: ['nappies [baby]'] } }] }).success).toBe(true);
    expect(differences({ groceries: ['nappies [baby]'] }, { groceries: ['nappies'] })).toEqual([expect.stringMatching(/^groceries has nappies under .+, not baby$/)]);
  });

  it('names each difference', () => {
    expect(differences({ groceries: ['milk', '2 loaves of bread'], party: ['ice'] }, { groceries: ['oat milk', '3 loaves of bread'], camping: [] })).toEqual([
      'groceries lacks milk, 2 loaves of bread',
      'groceries has oat milk, 3 loaves of bread too',
      'no list party',
      'an unexpected list camping (empty)',
    ]);
  });
});

describe('the evaluation against a scripted model', () => {
  let model: ScriptedModelServer;

  beforeAll(async () => {
    model = await ScriptedModelServer.start();
  });

  afterAll(async () => {
    await model.close();
  });

  it('judges each case by the lists it leaves and the confirmation it asks, and counts the calls and tokens the provider reports', async () => {
    const cases = [
      evalCase({ id: 'right-add', request: 'add milk to groceries', lists: { groceries: ['eggs'] }, expect: { groceries: ['eggs', 'milk'] } }),
      evalCase({ id: 'wrong-item', request: 'add oat milk to groceries', lists: { groceries: ['eggs'] }, expect: { groceries: ['eggs', 'oat milk'] } }),
      evalCase({ id: 'confirmed-delete', category: 'remove', request: 'delete the party list', lists: { groceries: ['eggs'], party: ['chips'] }, expect: { groceries: ['eggs'] }, confirm: true }),
      evalCase({ id: 'read-that-deletes', category: 'out of scope', request: "what's on party?", lists: { party: ['chips'] } }),
      evalCase({ id: 'read', category: 'out of scope', request: "what's on groceries?", lists: { groceries: ['eggs'] } }),
    ];
    model.enqueuePlans(
      plan(doAction('addItems', { list: 'groceries', items: ['milk'] }), say('Added milk.')),
      plan(doAction('addItems', { list: 'groceries', items: ['milk'] }), say('Added milk.')),
      plan(doAction('deleteList', { list: 'party' }), say('Deleted party.')),
      plan(doAction('deleteList', { list: 'party' }), say('Deleted party.')),
      plan(doAction('getItems', { list: 'groceries' })),
      plan(say('Groceries has eggs.')),
    );

    const evaluation = await runEvaluation({ env: { PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl }, cases });

    expect(evaluation.planner).toBe('openai');
    const outcome = Object.fromEntries(evaluation.results.map((result) => [result.evalCase.id, result.problems]));
    expect(outcome).toEqual({
      'right-add': [],
      'wrong-item': ['groceries lacks oat milk', 'groceries has milk too'],
      'confirmed-delete': [],
      'read-that-deletes': ['asked for confirmation, which this request does not need'],
      read: [],
    });
    expect(evaluation.results.map((result) => result.usage.calls)).toEqual([1, 1, 1, 1, 2]);
    const promptTokens = model.requests.map((request) => request.body.messages.reduce((sum, message) => sum + scriptedTokenCount(message.content), 0));
    const perCase = [promptTokens[0], promptTokens[1], promptTokens[2], promptTokens[3], (promptTokens[4] ?? 0) + (promptTokens[5] ?? 0)];
    expect(evaluation.results.map((result) => result.usage.promptTokens)).toEqual(perCase);
    expect(perCase.every((tokens) => (tokens ?? 0) > 100)).toBe(true);
    // Every call opens with the same instructions and actions, which a provider's prompt cache serves again.
    const cached = evaluation.results.map((result) => result.usage.cachedPromptTokens);
    expect(cached.slice(1).every((tokens, index) => tokens > 100 && tokens < (perCase[index + 1] ?? 0))).toBe(true);

    const report = evaluationReport(evaluation);
    expect(report).toContain('| **all** | 5 | 3 | 60.0% |');
    expect(report).toContain(`| wrong-item | single add | **wrong** | 1 | ${perCase[1]} | ${cached[1]} |`);
    // The offline planner answered none of these: its figures would say nothing.
    expect(report).not.toContain('The offline planner by category');
  });

  it('plays the messages before the request first, and judges the request alone', async () => {
    const cases = [
      evalCase({ id: 'follow-up', category: 'pronouns and names', before: ['add chips to groceries'], request: 'add it to party too', lists: { groceries: [], party: [] }, expect: { groceries: ['chips'], party: ['chips'] } }),
    ];
    model.enqueuePlans(
      plan(doAction('addItems', { list: 'groceries', items: ['chips'] }), say('Added chips.')),
      plan(doAction('addItems', { list: 'party', items: ['chips'] }), say('Added chips to party too.')),
    );
    const evaluation = await runEvaluation({ env: { PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl }, cases });
    const [result] = evaluation.results;
    expect(result?.problems).toEqual([]);
    expect(result?.replies).toEqual(['Added chips to party too.']);
    expect(result?.usage.calls).toBe(1);
    expect(result?.changed).toBe(true);
  });

  it('under PLANNER=auto, counts model calls only for what the offline planner declines', async () => {
    const cases = [
      evalCase({ id: 'offline-add', request: 'add milk to groceries', lists: { groceries: ['eggs'] }, expect: { groceries: ['eggs', 'milk'] } }),
      evalCase({ id: 'model-add', category: 'several lists', request: 'add milk to groceries, and the party needs ice', lists: { groceries: [], party: [] }, expect: { groceries: ['milk'], party: ['ice'] } }),
    ];
    model.enqueuePlans(plan(doAction('addItems', { list: 'groceries', items: ['milk'] }), doAction('addItems', { list: 'party', items: ['ice'] }), say('Added.')));

    const evaluation = await runEvaluation({ env: { PLANNER: 'auto', OPENAI_BASE_URL: model.baseUrl }, cases });

    expect(evaluation.planner).toBe('offline, then openai');
    expect(evaluation.results.map((result) => [result.evalCase.id, result.passed, result.planner, result.usage.calls])).toEqual([
      ['offline-add', true, 'offline', 0],
      ['model-add', true, 'openai', 1],
    ]);
  });

  it('stops at the first refused call, saying what to check', async () => {
    model.enqueue({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });
    const cases = [evalCase({ id: 'refused', request: 'add milk to groceries', lists: { groceries: [] }, expect: { groceries: ['milk'] } })];
    await expect(runEvaluation({ env: { PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, LOG_LEVEL: 'silent' }, cases })).rejects.toThrow(/HTTP 401: check the key/);
  });

  it('stops when the model cannot be reached at all, saying what to check', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}/v1`;
    const cases = [evalCase({ id: 'unreachable', request: 'add milk to groceries', lists: { groceries: [] }, expect: { groceries: ['milk'] } })];
    await expect(runEvaluation({ env: { PLANNER: 'llm', OPENAI_BASE_URL: nobody, LOG_LEVEL: 'silent' }, cases })).rejects.toThrow(/could not be reached: check the endpoint/);
  });
});
