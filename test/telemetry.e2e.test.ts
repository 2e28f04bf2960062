import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_ENTRY, BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { OtlpReceiver, type ReceivedSpan } from './fakes/otlp-receiver';
import { plan, say } from './fakes/plans';
import { ScriptedModelServer, scriptedTokenCount } from './fakes/scripted-model-server';
import { ShiftedClock } from './fakes/shifted-clock';
import { waitFor } from './fakes/wait-for';

const ANSWER = 'Bread keeps best in a cool dry place.';

describe('telemetry, over HTTP', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let receiver: OtlpReceiver;

  beforeAll(async () => {
    [model, connector, receiver] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start(), OtlpReceiver.start()]);
  });

  afterAll(async () => {
    await Promise.all([model?.close(), connector?.close(), receiver?.close()]);
  });

  it('exports one trace a turn, its model call with the tokens the model reported, and the metrics that count them', async () => {
    const bot = await BotProcess.start({
      PLANNER: 'llm',
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_API_KEY: 'test-key',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_METRIC_EXPORT_INTERVAL: '500',
    });
    const conversationId = 'a:telemetry-e2e';
    try {
      model.enqueuePlans(plan(say(ANSWER)));
      await bot.say({ text: 'how do I keep bread?', conversationId, serviceUrl: connector.serviceUrl });
      expect(connector.textsTo(conversationId)).toEqual([ANSWER]);
      await waitFor(() => receiver.spans().some((span) => span.name === 'pantry.turn') && receiver.points('pantry.turns').length > 0, 10_000);
    } finally {
      await bot.stop();
    }
    const exports = receiver.requests.filter((request) => request.path === '/v1/traces' || request.path === '/v1/metrics');
    expect(exports.every((request) => request.contentType.startsWith('application/json'))).toBe(true);

    const spans = receiver.spans();
    const turn = only(spans, 'pantry.turn');
    expect(turn.parentSpanId).toBeUndefined();
    expect(turn.attributes).toMatchObject({ 'pantry.outcome': 'answered', 'pantry.planner': 'openai', 'pantry.activity.type': 'message' });
    const trace = spans.filter((span) => span.traceId === turn.traceId);
    expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([turn.traceId]));

    const children = trace.filter((span) => span.parentSpanId === turn.spanId).map((span) => span.name);
    expect(children).toEqual(expect.arrayContaining(['pantry.state.read', 'pantry.planning', 'pantry.state.write', 'pantry.reply']));
    const planning = only(trace, 'pantry.planning');
    expect(trace.filter((span) => span.parentSpanId === planning.spanId).map((span) => span.name).sort()).toEqual(['chat gpt-4o-mini', 'pantry.actions']);

    // The scripted model counts a word as a token: the usage it reported is recomputed from what it was sent and said.
    expect(model.requests).toHaveLength(1);
    const promptTokens = (model.requests[0]?.body.messages ?? []).reduce((sum, message) => sum + scriptedTokenCount(message.content), 0);
    const completionTokens = scriptedTokenCount(JSON.stringify(plan(say(ANSWER))));
    const call = only(trace, 'chat gpt-4o-mini');
    expect(call.attributes).toMatchObject({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.usage.input_tokens': promptTokens, 'gen_ai.usage.output_tokens': completionTokens });

    expect(receiver.points('pantry.turns')).toEqual([{ metric: 'pantry.turns', attributes: { outcome: 'answered' }, value: 1 }]);
    expect(receiver.points('pantry.model.calls').map((point) => point.value)).toEqual([1]);
    const tokens = Object.fromEntries(receiver.points('pantry.model.tokens').map((point) => [point.attributes.kind, point.value]));
    expect(tokens).toEqual({ prompt: promptTokens, completion: completionTokens });
    expect(receiver.points('pantry.turn.duration').map((point) => point.value)).toEqual([1]);
    expect(receiver.points('pantry.turn.failures')).toEqual([]);
  });

  it('exports a trace for each reminder sent, and counts reminders set, sent and late', async () => {
    const clock = new ShiftedClock();
    const bot = await BotProcess.start(
      { PLANNER: 'offline', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_METRIC_EXPORT_INTERVAL: '500', ...clock.env },
      clock.command(BOT_ENTRY),
    );
    const conversationId = 'a:telemetry-reminders';
    try {
      await bot.say({ text: 'remind me in 1 minute to buy milk', conversationId, serviceUrl: connector.serviceUrl });
      await bot.say({ text: 'remind me in 2 minutes to buy eggs', conversationId, serviceUrl: connector.serviceUrl });
      // The first on time; the second more than ten minutes after its time, as after a night the bot was down.
      clock.advance(61_000);
      await waitFor(() => receiver.spans().some((span) => span.name === 'pantry.reminder.send'), 10_000);
      clock.advance(15 * 60_000);
      await waitFor(() => receiver.spans().filter((span) => span.name === 'pantry.reminder.send').length === 2 && receiver.points('pantry.reminders.late').length > 0, 10_000);
    } finally {
      await bot.stop();
      clock.dispose();
    }
    const sends = receiver.spans().filter((span) => span.name === 'pantry.reminder.send');
    expect(sends.map((span) => [span.parentSpanId, span.attributes['pantry.reminder.late']])).toEqual([
      [undefined, false],
      [undefined, true],
    ]);
    const total = (metric: string) => receiver.points(metric).reduce((sum, point) => Math.max(sum, Number(point.value)), 0);
    expect(total('pantry.reminders.set')).toBe(2);
    expect(total('pantry.reminders.sent')).toBe(2);
    expect(total('pantry.reminders.late')).toBe(1);
    expect(receiver.points('pantry.reminders.dropped')).toEqual([]);
  });

  it('sends nothing anywhere when no exporter is configured', async () => {
    const before = receiver.requests.length;
    const bot = await BotProcess.start({ PLANNER: 'offline' });
    try {
      await bot.say({ text: 'create a groceries list with milk', conversationId: 'a:telemetry-off', serviceUrl: connector.serviceUrl });
      expect(connector.textsTo('a:telemetry-off')).toEqual(['Created groceries with milk.']);
      expect(bot.logLines().find((line) => line.msg.startsWith('listening on'))?.telemetry).toBe('none');
    } finally {
      await bot.stop();
    }
    expect(receiver.requests.length).toBe(before);
  });
});

function only(spans: readonly ReceivedSpan[], name: string): ReceivedSpan {
  const found = spans.filter((span) => span.name === name);
  expect(found.map((span) => span.name)).toEqual([name]);
  return found[0] as ReceivedSpan;
}
