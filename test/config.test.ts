import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ConfigError } from '../src/config-error';

function errorFor(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('starts with nothing set: anonymous, no model, SQLite storage, default limits', () => {
    expect(loadConfig({})).toEqual({
      port: 3978,
      bindAddress: '127.0.0.1',
      bot: { id: '', password: '', type: 'MultiTenant', tenantId: '' },
      model: { kind: 'none' },
      planner: 'auto',
      offlineReading: 'lenient',
      storage: { kind: 'sqlite', path: '.data/state.db' },
      reminderQueue: 'pantry-reminders',
      logLevel: 'info',
      limits: { maxLists: 50, maxItemsPerList: 500, maxTextLength: 200 },
      modelTimeoutMs: 30_000,
      modelFailuresToRest: 3,
      modelRestMs: 60_000,
      turnsPerMinute: 20,
      linkReadsPerMinute: 10,
      maxMessageLength: 2_000,
      planning: { repairAttempts: 2, maxSteps: 5, maxTurnMs: 60_000, structuredOutputs: false, listTokens: 1_000, confirmRemoveOver: 3 },
      telemetry: { kind: 'none' },
      linkFetchAllowedHosts: new Set(),
      anonymousServiceUrls: [],
    });
  });

  it('refuses to run anonymously under NODE_ENV=production, unless ALLOW_ANONYMOUS says so', () => {
    const refused = errorFor({ NODE_ENV: 'production' });
    expect(refused.variable).toBe('BOT_ID');
    expect(refused.message).toBe(
      'NODE_ENV=production but BOT_ID is empty, so anyone could use this bot: set BOT_ID and BOT_PASSWORD, or set ALLOW_ANONYMOUS=true to run anonymously anyway (a Playground behind a firewall).',
    );
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_ANONYMOUS: 'true' }).bot.id).toBe('');
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_ANONYMOUS: '1' }).bot.id).toBe('');
    expect(errorFor({ NODE_ENV: 'production', ALLOW_ANONYMOUS: '0' }).variable).toBe('BOT_ID');
    expect(loadConfig({ NODE_ENV: 'production', BOT_ID: 'app-id', BOT_PASSWORD: 'p' }).bot.id).toBe('app-id');
    expect(loadConfig({ NODE_ENV: 'development' }).bot.id).toBe('');
    expect(errorFor({ ALLOW_ANONYMOUS: 'yes' }).message).toBe('ALLOW_ANONYMOUS="yes" is not valid: set it to true or false.');
  });

  it('listens on loopback only when anonymous, on every interface with BOT_ID, and where BIND_ADDRESS says either way', () => {
    expect(loadConfig({}).bindAddress).toBe('127.0.0.1');
    expect(loadConfig({ BOT_ID: 'app-id', BOT_PASSWORD: 'p' }).bindAddress).toBeUndefined();
    expect(loadConfig({ BIND_ADDRESS: '0.0.0.0' }).bindAddress).toBe('0.0.0.0');
    expect(loadConfig({ BOT_ID: 'app-id', BOT_PASSWORD: 'p', BIND_ADDRESS: '::1' }).bindAddress).toBe('::1');
    expect(errorFor({ BIND_ADDRESS: 'localhost' }).message).toMatch(/^BIND_ADDRESS="localhost" is not valid: set it to an IP address of this machine/);
  });

  it('reads ANONYMOUS_SERVICE_URLS as origins, and names the variable when an entry is not one', () => {
    expect(loadConfig({ ANONYMOUS_SERVICE_URLS: 'https://playground.internal:56150, http://10.0.0.5:3000/' }).anonymousServiceUrls).toEqual(['https://playground.internal:56150', 'http://10.0.0.5:3000']);
    for (const entry of ['playground.internal', 'ftp://files.internal', 'https://a.internal/path', 'https://user:pw@a.internal']) {
      expect(errorFor({ ANONYMOUS_SERVICE_URLS: entry }).message).toBe(
        `ANONYMOUS_SERVICE_URLS has ${JSON.stringify(entry)}: set it to comma-separated http(s) origins such as https://playground.internal:56150, or leave it empty.`,
      );
    }
  });

  it('reads LINK_FETCH_ALLOWED_HOSTS as host:port entries, and names the variable when one is not', () => {
    expect(loadConfig({ LINK_FETCH_ALLOWED_HOSTS: 'recipes.local:8080, 127.0.0.1:3000' }).linkFetchAllowedHosts).toEqual(new Set(['recipes.local:8080', '127.0.0.1:3000']));
    expect(() => loadConfig({ LINK_FETCH_ALLOWED_HOSTS: 'recipes.local' })).toThrow(/LINK_FETCH_ALLOWED_HOSTS has "recipes.local": set it to comma-separated host:port entries/);
  });

  it('reads LINK_READS_PER_MINUTE, and names the variable and what to set when it is not a positive whole number', () => {
    expect(loadConfig({ LINK_READS_PER_MINUTE: '3' }).linkReadsPerMinute).toBe(3);
    expect(errorFor({ LINK_READS_PER_MINUTE: '0' }).message).toBe('LINK_READS_PER_MINUTE="0" is not valid: set it to a positive whole number of links read a minute, for one conversation and for one person (10 unless set).');
  });

  it('exports telemetry to Application Insights when its connection string is set, else to an OTLP endpoint', () => {
    const connectionString = 'InstrumentationKey=00000000-0000-0000-0000-000000000000';
    expect(loadConfig({ APPLICATIONINSIGHTS_CONNECTION_STRING: connectionString, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318' }).telemetry).toEqual({ kind: 'azure-monitor', connectionString });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318/', OTEL_METRIC_EXPORT_INTERVAL: '500' }).telemetry).toEqual({ kind: 'otlp', endpoint: 'http://localhost:4318', metricExportIntervalMs: 500 });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'localhost:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('asks for structured outputs from OpenAI and Azure OpenAI, and from a compatible server only when told to', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'k' }).planning.structuredOutputs).toBe(true);
    expect(loadConfig({ AZURE_OPENAI_API_KEY: 'k', AZURE_OPENAI_ENDPOINT: 'https://r.openai.azure.com', AZURE_OPENAI_DEPLOYMENT: 'd' }).planning.structuredOutputs).toBe(true);
    expect(loadConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1' }).planning.structuredOutputs).toBe(false);
    expect(loadConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1', PLAN_STRUCTURED_OUTPUTS: 'on' }).planning.structuredOutputs).toBe(true);
    expect(loadConfig({ OPENAI_API_KEY: 'k', PLAN_STRUCTURED_OUTPUTS: 'off' }).planning.structuredOutputs).toBe(false);
  });

  it('treats empty variables as unset, as Teams Toolkit writes them', () => {
    expect(loadConfig({ PORT: '', OPENAI_API_KEY: '  ', BOT_ID: '' }).port).toBe(3978);
  });

  it('reads a daily token allowance per conversation, off when unset or empty', () => {
    expect(loadConfig({ MODEL_TOKENS_PER_CONVERSATION_PER_DAY: '50000' }).modelTokensPerConversationPerDay).toBe(50_000);
    expect(loadConfig({ MODEL_TOKENS_PER_CONVERSATION_PER_DAY: '' })).not.toHaveProperty('modelTokensPerConversationPerDay');
    expect(loadConfig({})).not.toHaveProperty('modelTokensPerConversationPerDay');
  });

  it('reads OpenAI, an OpenAI-compatible server, and Azure OpenAI', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-1', OPENAI_MODEL: 'gpt-4.1' }).model).toEqual({ kind: 'openai', apiKey: 'sk-1', model: 'gpt-4.1' });
    expect(loadConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' }).model).toEqual({
      kind: 'openai',
      apiKey: 'not-needed',
      model: 'llama3.1',
      baseUrl: 'http://localhost:11434/v1',
    });
    expect(
      loadConfig({ AZURE_OPENAI_API_KEY: 'k', AZURE_OPENAI_ENDPOINT: 'https://r.openai.azure.com', AZURE_OPENAI_DEPLOYMENT: 'gpt-4o' }).model,
    ).toEqual({ kind: 'azure-openai', apiKey: 'k', endpoint: 'https://r.openai.azure.com', deployment: 'gpt-4o', apiVersion: '2024-10-21' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT', 'PORT="abc" is not valid: set it to a port number from 1 to 65535 (0 picks a free one).'],
    [{ STORAGE: 'redis' }, 'STORAGE', 'STORAGE="redis" is not valid: set it to sqlite, memory or azure-blob.'],
    [{ STORAGE: 'azure-blob' }, 'AZURE_STORAGE_CONNECTION_STRING', 'STORAGE=azure-blob needs AZURE_STORAGE_CONNECTION_STRING'],
    [{ STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: 'x', AZURE_STORAGE_CONTAINER: 'Bad_Name' }, 'AZURE_STORAGE_CONTAINER', 'set it to a container name'],
    [{ PLANNER: 'smart' }, 'PLANNER', 'PLANNER="smart" is not valid: set it to offline, llm or auto.'],
    [
      { AZURE_OPENAI_API_KEY: 'k', AZURE_OPENAI_ENDPOINT: 'http://r.openai.azure.com', AZURE_OPENAI_DEPLOYMENT: 'd' },
      'AZURE_OPENAI_ENDPOINT',
      'AZURE_OPENAI_ENDPOINT="http://r.openai.azure.com" is not valid: set it to an https URL such as https://my-resource.openai.azure.com.',
    ],
    [{ AZURE_OPENAI_API_KEY: 'k' }, 'AZURE_OPENAI_ENDPOINT', 'AZURE_OPENAI_ENDPOINT is not set'],
    [{ OPENAI_API_KEY: 'k', AZURE_OPENAI_API_KEY: 'k' }, 'AZURE_OPENAI_ENDPOINT', 'unset one of them'],
    [{ LIST_MAX_ITEMS: '0' }, 'LIST_MAX_ITEMS', 'LIST_MAX_ITEMS="0" is not valid: set it to a positive whole number.'],
    [{ PLAN_MAX_STEPS: 'many' }, 'PLAN_MAX_STEPS', 'PLAN_MAX_STEPS="many" is not valid: set it to a positive whole number.'],
    [{ PLAN_STRUCTURED_OUTPUTS: 'yes' }, 'PLAN_STRUCTURED_OUTPUTS', 'PLAN_STRUCTURED_OUTPUTS="yes" is not valid: set it to auto, on or off.'],
    [
      { MODEL_TOKENS_PER_CONVERSATION_PER_DAY: '0' },
      'MODEL_TOKENS_PER_CONVERSATION_PER_DAY',
      'MODEL_TOKENS_PER_CONVERSATION_PER_DAY="0" is not valid: set it to a positive whole number of tokens, or leave it unset for no daily allowance.',
    ],
    [
      { MODEL_TOKENS_PER_CONVERSATION_PER_DAY: '50k' },
      'MODEL_TOKENS_PER_CONVERSATION_PER_DAY',
      'MODEL_TOKENS_PER_CONVERSATION_PER_DAY="50k" is not valid: set it to a positive whole number of tokens, or leave it unset for no daily allowance.',
    ],
    [{ BOT_ID: 'app-id' }, 'BOT_PASSWORD', 'BOT_ID is set but BOT_PASSWORD is not'],
    [{ BOT_ID: 'app-id', BOT_PASSWORD: 'p', BOT_TYPE: 'SingleTenant' }, 'BOT_TENANT_ID', 'BOT_TYPE=SingleTenant needs BOT_TENANT_ID'],
    [{ PLANNER: 'llm' }, 'PLANNER', 'PLANNER=llm needs a language model'],
  ])('rejects %j naming %s', (env, variable, message) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(message);
    expect(error.message).not.toContain('\n');
  });
});
