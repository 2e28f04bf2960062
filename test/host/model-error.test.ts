import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { modelErrorOf } from '../../src/host/model-error';
import { describeTurnFailure } from '../../src/planning/describe-turn-failure';
import { ModelConfigurationError, ModelRateLimitedError, ModelRefusedMessageError, ModelUnreachableError } from '../../src/planning/planner-errors';

const VARIABLES = ['OPENAI_API_KEY', 'OPENAI_MODEL'];

/** The error the openai client throws for an HTTP answer of `status`. */
function answered(status: number, headers: Record<string, string> = {}): unknown {
  return APIError.generate(status, { error: { message: 'refused' } }, undefined, headers as never);
}

describe("the openai client's errors, sorted by who must act", () => {
  it.each([401, 403, 404, 400])('a %i is the operator’s: it names the variables to check', (status) => {
    const error = modelErrorOf(answered(status), VARIABLES);
    expect(error).toBeInstanceOf(ModelConfigurationError);
    expect(error).toMatchObject({ status, variables: VARIABLES, blame: 'operator' });
  });

  it('a 400 from a content filter, or for a context too long, refuses that one message: nobody’s configuration is wrong', () => {
    const filtered = APIError.generate(400, { error: { message: 'The response was filtered', code: 'content_filter' } }, undefined, {} as never);
    expect(modelErrorOf(filtered, VARIABLES)).toMatchObject({ constructor: ModelRefusedMessageError, reason: 'content_filter', blame: 'model' });
    const tooLong = APIError.generate(400, { error: { message: 'too long', code: 'context_length_exceeded' } }, undefined, {} as never);
    expect(modelErrorOf(tooLong, VARIABLES)).toMatchObject({ constructor: ModelRefusedMessageError, reason: 'context_length' });
    expect(describeTurnFailure(modelErrorOf(filtered, VARIABLES))).toMatchObject({ kind: 'model_refused_message', blame: 'model' });
  });

  it('a 429 is the service’s for now, with how long it asked to wait', () => {
    const error = modelErrorOf(answered(429, { 'retry-after': '7' }), VARIABLES);
    expect(error).toBeInstanceOf(ModelRateLimitedError);
    expect(error).toMatchObject({ retryAfterSeconds: 7, blame: 'system' });
  });

  it.each([500, 502, 503])('a %i is the service failing', (status) => {
    expect(modelErrorOf(answered(status), VARIABLES)).toMatchObject({ constructor: ModelUnreachableError, status, timedOut: false });
  });

  it('no answer, or none in time, is the service unreachable', () => {
    expect(modelErrorOf(new APIConnectionError({ message: 'refused' }), VARIABLES)).toMatchObject({ constructor: ModelUnreachableError, status: undefined, timedOut: false });
    expect(modelErrorOf(new APIConnectionTimeoutError(), VARIABLES)).toMatchObject({ constructor: ModelUnreachableError, timedOut: true });
  });

  it('anything else is the bot’s own, and is passed on as it is', () => {
    const bug = new TypeError('undefined is not a function');
    expect(modelErrorOf(bug, VARIABLES)).toBe(bug);
  });

  it('tells the user who must act: credentials, a model name, or a moment', () => {
    expect(describeTurnFailure(modelErrorOf(answered(401), VARIABLES)).kind).toBe('model_rejected_credentials');
    const notFound = describeTurnFailure(modelErrorOf(answered(404), VARIABLES));
    expect(notFound.kind).toBe('model_rejected_configuration');
    expect(notFound.userMessage).toContain('OPENAI_MODEL');
    expect(describeTurnFailure(modelErrorOf(answered(503), VARIABLES)).kind).toBe('model_unreachable');
  });
});
