import { spawn } from 'node:child_process';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doAction, plan, say } from './fakes/plans';
import { ScriptedModelServer } from './fakes/scripted-model-server';

const CHAT = join(__dirname, '..', 'dist', 'src', 'chat.js');

/** Runs the terminal chat with `lines` piped to it, as a scripted demo would. */
function chat(lines: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CHAT], { env: { PATH: process.env.PATH ?? '', STORAGE: 'memory', ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(`${lines.join('\n')}\n`);
  });
}

describe('npm run chat', () => {
  it('talks to the bot line by line from stdin, with no model', async () => {
    const result = await chat(['create a groceries list with milk and eggs', '', 'we have eggs already', "what's on groceries?", 'tell me a joke']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      [
        'you> create a groceries list with milk and eggs',
        'pantry> Created groceries with milk and eggs.',
        'you> we have eggs already',
        'pantry> Removed eggs from groceries.',
        "you> what's on groceries?",
        `pantry> groceries`,
        '        1 item',
        '        Dairy & eggs',
        `        ☐ milk · added by ${userInfo().username}`,
        '        [Add] [Refresh]',
        'you> tell me a joke',
        `pantry> I couldn't tell what to do with "tell me a joke", so nothing was changed. Try "add milk to groceries", "what's on groceries?", or /help.`,
        '',
      ].join('\n'),
    );
  });

  it('is a terminal: a long piped demo is never rate limited, and text is shown as typed, not as markup', async () => {
    const adds = Array.from({ length: 24 }, (_, index) => `add item ${index + 1} to groceries`);
    const result = await chat(['create a groceries list with milk', ...adds, "add 'fish & chips <large>' to groceries", 'put *tofu* under dairy']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toContain('messages in a minute');
    expect(result.stdout).toContain('pantry> Added item 24 to groceries.');
    expect(result.stdout).toContain('pantry> Added fish & chips <large> to groceries.');
    expect(result.stdout).not.toMatch(/&amp;|&lt;|&gt;|\\/);
  });

  describe('with a model', () => {
    let model: ScriptedModelServer;
    beforeAll(async () => {
      model = await ScriptedModelServer.start();
    });
    afterAll(async () => {
      await model?.close();
    });

    it('uses the planner the environment chooses', async () => {
      model.enqueuePlans(plan(doAction('createList', { list: 'picnic', items: ['sandwiches', 'lemonade'] }), say('Packed a picnic list.')));
      const result = await chat(['plan a picnic', 'what lists do I have'], { OPENAI_BASE_URL: model.baseUrl });
      expect(model.requests).toHaveLength(1);
      expect(result.stdout).toContain('pantry> Packed a picnic list.');
      expect(result.stdout).toContain('pantry> Your lists:\n        - picnic (2 items)');
    });
  });

  it('reads reminders in the machine\'s time zone (TZ)', async () => {
    const started = Date.now();
    const result = await chat(['remind me in 10 minutes to stretch'], { TZ: 'Pacific/Auckland' });
    // The time said is Auckland's, whichever minute the turn ran in.
    const inAuckland = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Pacific/Auckland', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
    const said = /pantry> I'll remind you (?:today|tomorrow) at (\d\d:\d\d): stretch\.\n/.exec(result.stdout)?.[1];
    expect([inAuckland(started + 600_000), inAuckland(Date.now() + 600_000)]).toContain(said);
    expect(result.stdout).not.toContain("I don't know your time zone");
  });

  it('stops with one line naming the variable when the configuration is bad', async () => {
    const result = await chat([], { PLANNER: 'smart' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('pantry: PLANNER="smart" is not valid: set it to offline, llm or auto.\n');
  });
});
