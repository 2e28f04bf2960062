import { type Attributes, type Counter, type Histogram, metrics, type Span, SpanStatusCode, trace } from '@opentelemetry/api';
import type { TurnSummary } from './turn-summary';

/** The name the bot's spans and instruments are reported under. */
const SCOPE = 'pantry';

/**
 * Runs `work` in a span named `name`, a child of the span in force; the span ends with the work, and
 * an error it throws is recorded on it. The tracer is looked up on each call, so the no-op one costs nothing.
 */
export async function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return trace.getTracer(SCOPE).startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, ...(error instanceof Error ? { message: error.name } : {}) });
      throw error;
    } finally {
      span.end();
    }
  });
}

interface TurnInstruments {
  readonly turns: Counter;
  readonly failures: Counter;
  readonly modelCalls: Counter;
  readonly modelTokens: Counter;
  readonly duration: Histogram;
}

let instruments: TurnInstruments | undefined;

/** Created on the first turn, after telemetry has started: a meter taken before it would stay a no-op one. */
function turnInstruments(): TurnInstruments {
  if (!instruments) {
    const meter = metrics.getMeter(SCOPE);
    instruments = {
      turns: meter.createCounter('pantry.turns', { description: 'Turns, by how they ended.' }),
      failures: meter.createCounter('pantry.turn.failures', { description: 'Failed turns, by the kind of failure.' }),
      modelCalls: meter.createCounter('pantry.model.calls', { description: 'Requests made to the language model.' }),
      modelTokens: meter.createCounter('pantry.model.tokens', { description: 'Tokens the model reported, by kind: prompt or completion.', unit: '{token}' }),
      duration: meter.createHistogram('pantry.turn.duration', { description: 'How long a turn took, its wait behind earlier turns included.', unit: 'ms' }),
    };
  }
  return instruments;
}

/** Records how a turn ended on its span, and counts it in the metrics. Never the user's words, nor the conversation. */
export function recordTurn(span: Span, turn: TurnSummary): void {
  span.setAttributes({ 'pantry.outcome': turn.outcome, 'pantry.planner': turn.planner, 'pantry.steps': turn.steps, ...(turn.reason ? { 'pantry.reason': turn.reason } : {}) });
  if (turn.outcome === 'failed') {
    span.setStatus({ code: SpanStatusCode.ERROR, ...(turn.reason ? { message: turn.reason } : {}) });
  }
  const { turns, failures, modelCalls, modelTokens, duration } = turnInstruments();
  turns.add(1, { outcome: turn.outcome });
  if (turn.outcome === 'failed') {
    failures.add(1, { kind: turn.reason ?? 'unknown' });
  }
  if (turn.modelCalls > 0) {
    modelCalls.add(turn.modelCalls);
    modelTokens.add(turn.promptTokens, { kind: 'prompt' });
    modelTokens.add(turn.completionTokens, { kind: 'completion' });
  }
  duration.record(turn.totalMs, { outcome: turn.outcome });
}
