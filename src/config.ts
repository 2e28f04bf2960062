import { z } from 'zod/v4';
import { type AllowedHosts, parseAllowedHosts } from './links/allowed-hosts';
import { ConfigError } from './config-error';
import { DEFAULT_LIST_LIMITS, type ListLimits } from './lists';
import { LOG_LEVELS, type LogLevel } from './logger';

/** The language model the planner talks to, if any. */
export type ModelConfig =
  | { readonly kind: 'openai'; readonly apiKey: string; readonly model: string; readonly baseUrl?: string }
  | { readonly kind: 'azure-openai'; readonly apiKey: string; readonly endpoint: string; readonly deployment: string; readonly apiVersion: string }
  | { readonly kind: 'none' };

/** The Bot Framework identity; an empty `id` means anonymous, for the Playground and emulators only. */
export interface BotConfig {
  readonly id: string;
  readonly password: string;
  readonly type: 'MultiTenant' | 'SingleTenant' | 'UserAssignedMSI';
  readonly tenantId: string;
}

/** Where conversation state lives. */
export type StorageConfig =
  | { readonly kind: 'memory' }
  | { readonly kind: 'sqlite'; readonly path: string }
  | { readonly kind: 'azure-blob'; readonly connectionString: string; readonly container: string };

/** Where traces and metrics go: Application Insights, an OTLP/HTTP collector, or nowhere (no exporter, no cost). */
export type TelemetryConfig =
  | { readonly kind: 'azure-monitor'; readonly connectionString: string }
  | { readonly kind: 'otlp'; readonly endpoint: string; readonly metricExportIntervalMs: number }
  | { readonly kind: 'none' };

/** Bounds and choices of the planning loop. */
export interface PlanningConfig {
  /** How often the model is asked to correct an invalid plan before the user is told. */
  readonly repairAttempts: number;
  /** Plans one turn may take (a read or a failed action leads to another). */
  readonly maxSteps: number;
  readonly maxTurnMs: number;
  /** Whether the plan is requested with a strict JSON-schema response format. */
  readonly structuredOutputs: boolean;
  /** Tokens the lists may take in the prompt; beyond, lists are shown by name and size. */
  readonly listTokens: number;
  /** Removing more items than this in one turn is shown for confirmation first. */
  readonly confirmRemoveOver: number;
}

/** Everything the bot reads from its environment, parsed and checked once at start. */
export interface Config {
  readonly port: number;
  /** The address the server listens on (BIND_ADDRESS); undefined listens on every interface. */
  readonly bindAddress?: string;
  readonly bot: BotConfig;
  readonly model: ModelConfig;
  readonly planner: 'offline' | 'llm' | 'auto';
  /**
   * How the offline planner reads what it is not sure of when no model can answer (OFFLINE_READING):
   * `lenient` acts with Undo or offers buttons; `strict` declines, as a deployment measuring the strict claim wants.
   */
  readonly offlineReading: 'lenient' | 'strict';
  readonly storage: StorageConfig;
  /** The Azure Storage queue reminders wait on when STORAGE=azure-blob (AZURE_STORAGE_QUEUE). */
  readonly reminderQueue: string;
  readonly logLevel: LogLevel;
  readonly limits: ListLimits;
  /** How long one model request may take before it counts as unreachable. */
  readonly modelTimeoutMs: number;
  /** Failed model calls in a row after which the model is left alone for `modelRestMs`. */
  readonly modelFailuresToRest: number;
  readonly modelRestMs: number;
  /** Messages one conversation may send a minute. */
  readonly turnsPerMinute: number;
  /** Links read a minute (a recipe link sent, a link unfurled), for one conversation and for one person (LINK_READS_PER_MINUTE). */
  readonly linkReadsPerMinute: number;
  /** Longest message planned, in characters. */
  readonly maxMessageLength: number;
  /** Model tokens one conversation may use a UTC day; past them only the offline planner answers. Unset: no allowance. */
  readonly modelTokensPerConversationPerDay?: number;
  readonly planning: PlanningConfig;
  readonly telemetry: TelemetryConfig;
  /** `host:port`s a user's link may reach although their address would be refused (LINK_FETCH_ALLOWED_HOSTS). */
  readonly linkFetchAllowedHosts: AllowedHosts;
  /** Origins besides loopback that an anonymous bot may answer at (ANONYMOUS_SERVICE_URLS); empty with BOT_ID set, where the token names the service. */
  readonly anonymousServiceUrls: readonly string[];
}

const text = z.string().trim().default('');
/** Booleans are written only as true/1 or false/0: anything else is a mistake worth naming. */
const flag = z.enum(['true', '1', 'false', '0']).default('false').transform((value) => value === 'true' || value === '1');
const positiveInteger = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3978),
  BIND_ADDRESS: z.union([z.ipv4(), z.ipv6()]).optional(),
  NODE_ENV: text,
  ALLOW_ANONYMOUS: flag,
  ANONYMOUS_SERVICE_URLS: text,
  BOT_ID: text,
  BOT_PASSWORD: text,
  BOT_TYPE: z.enum(['MultiTenant', 'SingleTenant', 'UserAssignedMSI']).default('MultiTenant'),
  BOT_TENANT_ID: text,
  OPENAI_API_KEY: text,
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_BASE_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  AZURE_OPENAI_API_KEY: text,
  AZURE_OPENAI_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default(''),
  AZURE_OPENAI_DEPLOYMENT: text,
  AZURE_OPENAI_API_VERSION: z.string().trim().min(1).default('2024-10-21'),
  PLANNER: z.enum(['offline', 'llm', 'auto']).default('auto'),
  OFFLINE_READING: z.enum(['lenient', 'strict']).default('lenient'),
  STORAGE: z.enum(['memory', 'sqlite', 'azure-blob']).default('sqlite'),
  SQLITE_PATH: z.string().trim().min(1).default('.data/state.db'),
  AZURE_STORAGE_CONNECTION_STRING: text,
  // Blob container names: 3 to 63 lowercase letters, digits and single hyphens.
  AZURE_STORAGE_CONTAINER: z.string().trim().regex(/^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/).default('pantry-state'),
  // Queue names: the same rule as containers'.
  AZURE_STORAGE_QUEUE: z.string().trim().regex(/^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/).default('pantry-reminders'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LIST_MAX_LISTS: positiveInteger(DEFAULT_LIST_LIMITS.maxLists),
  LIST_MAX_ITEMS: positiveInteger(DEFAULT_LIST_LIMITS.maxItemsPerList),
  LIST_MAX_TEXT_LENGTH: positiveInteger(DEFAULT_LIST_LIMITS.maxTextLength),
  MODEL_TIMEOUT_MS: positiveInteger(30_000),
  TURNS_PER_MINUTE: positiveInteger(20),
  // Each read is a fetch and a parse, asked for by anyone who pastes a link in a compose box (an unfurl, from any domain).
  LINK_READS_PER_MINUTE: positiveInteger(10).describe('links read a minute, for one conversation and for one person: recipe links sent in chat and links unfurled'),
  MODEL_FAILURES_TO_REST: positiveInteger(3),
  MODEL_REST_MS: positiveInteger(60_000),
  MAX_MESSAGE_LENGTH: positiveInteger(2_000),
  MODEL_TOKENS_PER_CONVERSATION_PER_DAY: z.coerce.number().int().positive().optional(),
  PLAN_REPAIR_ATTEMPTS: positiveInteger(2),
  PLAN_MAX_STEPS: positiveInteger(5),
  PLAN_MAX_TURN_MS: positiveInteger(60_000),
  PLAN_STRUCTURED_OUTPUTS: z.enum(['auto', 'on', 'off']).default('auto'),
  PROMPT_LIST_TOKENS: positiveInteger(1_000),
  CONFIRM_REMOVE_OVER: z.coerce.number().int().min(0).default(3),
  APPLICATIONINSIGHTS_CONNECTION_STRING: text,
  OTEL_EXPORTER_OTLP_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  OTEL_METRIC_EXPORT_INTERVAL: positiveInteger(60_000),
  LINK_FETCH_ALLOWED_HOSTS: text,
});

/** What to set, for the variables whose zod message alone would not say it. */
const HINTS: Record<string, string> = {
  PORT: 'a port number from 1 to 65535 (0 picks a free one)',
  BIND_ADDRESS: 'an IP address of this machine, such as 127.0.0.1, 0.0.0.0 (every IPv4 interface) or :: (every interface)',
  ALLOW_ANONYMOUS: 'true or false',
  BOT_TYPE: 'MultiTenant, SingleTenant or UserAssignedMSI',
  OPENAI_BASE_URL: 'an http(s) URL such as http://localhost:11434/v1',
  AZURE_OPENAI_ENDPOINT: 'an https URL such as https://my-resource.openai.azure.com',
  PLANNER: 'offline, llm or auto',
  OFFLINE_READING: 'lenient or strict',
  STORAGE: 'sqlite, memory or azure-blob',
  AZURE_STORAGE_CONTAINER: 'a container name of 3 to 63 lowercase letters, digits and hyphens',
  AZURE_STORAGE_QUEUE: 'a queue name of 3 to 63 lowercase letters, digits and hyphens',
  LOG_LEVEL: LOG_LEVELS.join(', '),
  PLAN_STRUCTURED_OUTPUTS: 'auto, on or off',
  OTEL_EXPORTER_OTLP_ENDPOINT: 'an http(s) URL of an OTLP/HTTP collector such as http://localhost:4318',
  MODEL_TOKENS_PER_CONVERSATION_PER_DAY: 'a positive whole number of tokens, or leave it unset for no daily allowance',
  LINK_READS_PER_MINUTE: 'a positive whole number of links read a minute, for one conversation and for one person (10 unless set)',
};

/**
 * Reads the configuration from `env` (process.env at start). Empty variables count as unset, as
 * Teams Toolkit writes them. Throws a ConfigError naming the first variable that is wrong.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const hint = HINTS[variable] ?? (issue?.code === 'too_small' || issue?.code === 'invalid_type' ? 'a positive whole number' : issue?.message);
    throw new ConfigError(variable, `${variable}=${JSON.stringify(env[variable] ?? '')} is not valid: set it to ${hint}.`);
  }
  const values = parsed.data;
  const allowedHosts = parseAllowedHosts(values.LINK_FETCH_ALLOWED_HOSTS);
  if (!allowedHosts.ok) {
    throw new ConfigError('LINK_FETCH_ALLOWED_HOSTS', `LINK_FETCH_ALLOWED_HOSTS has ${JSON.stringify(allowedHosts.entry)}: set it to comma-separated host:port entries, such as recipes.local:8080, or leave it empty.`);
  }
  const bot = botConfig(values);
  const anonymousServiceUrls = anonymousServiceUrlsOf(values.ANONYMOUS_SERVICE_URLS);
  const model = modelConfig(values);
  if (values.PLANNER === 'llm' && model.kind === 'none') {
    throw new ConfigError('PLANNER', 'PLANNER=llm needs a language model: set OPENAI_API_KEY, OPENAI_BASE_URL or the AZURE_OPENAI_* variables, or set PLANNER=auto.');
  }
  return {
    port: values.PORT,
    // Anonymous, the bot answers anyone who can reach it: only this machine, unless told otherwise.
    ...(values.BIND_ADDRESS ? { bindAddress: values.BIND_ADDRESS } : bot.id ? {} : { bindAddress: '127.0.0.1' }),
    bot,
    model,
    planner: values.PLANNER,
    offlineReading: values.OFFLINE_READING,
    storage: storageConfig(values),
    reminderQueue: values.AZURE_STORAGE_QUEUE,
    logLevel: values.LOG_LEVEL,
    limits: { maxLists: values.LIST_MAX_LISTS, maxItemsPerList: values.LIST_MAX_ITEMS, maxTextLength: values.LIST_MAX_TEXT_LENGTH },
    modelTimeoutMs: values.MODEL_TIMEOUT_MS,
    modelFailuresToRest: values.MODEL_FAILURES_TO_REST,
    modelRestMs: values.MODEL_REST_MS,
    turnsPerMinute: values.TURNS_PER_MINUTE,
    linkReadsPerMinute: values.LINK_READS_PER_MINUTE,
    maxMessageLength: values.MAX_MESSAGE_LENGTH,
    ...(values.MODEL_TOKENS_PER_CONVERSATION_PER_DAY === undefined ? {} : { modelTokensPerConversationPerDay: values.MODEL_TOKENS_PER_CONVERSATION_PER_DAY }),
    linkFetchAllowedHosts: allowedHosts.hosts,
    anonymousServiceUrls,
    planning: {
      repairAttempts: values.PLAN_REPAIR_ATTEMPTS,
      maxSteps: values.PLAN_MAX_STEPS,
      maxTurnMs: values.PLAN_MAX_TURN_MS,
      structuredOutputs: structuredOutputs(values.PLAN_STRUCTURED_OUTPUTS, model),
      listTokens: values.PROMPT_LIST_TOKENS,
      confirmRemoveOver: values.CONFIRM_REMOVE_OVER,
    },
    telemetry: telemetryConfig(values),
  };
}

/** Application Insights wins when both are set: it is what the Azure deployment provisions. */
function telemetryConfig(values: Values): TelemetryConfig {
  if (values.APPLICATIONINSIGHTS_CONNECTION_STRING) {
    return { kind: 'azure-monitor', connectionString: values.APPLICATIONINSIGHTS_CONNECTION_STRING };
  }
  if (values.OTEL_EXPORTER_OTLP_ENDPOINT) {
    return { kind: 'otlp', endpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''), metricExportIntervalMs: values.OTEL_METRIC_EXPORT_INTERVAL };
  }
  return { kind: 'none' };
}

function storageConfig(values: Values): StorageConfig {
  switch (values.STORAGE) {
    case 'memory':
      return { kind: 'memory' };
    case 'sqlite':
      return { kind: 'sqlite', path: values.SQLITE_PATH };
    case 'azure-blob':
      if (!values.AZURE_STORAGE_CONNECTION_STRING) {
        throw new ConfigError('AZURE_STORAGE_CONNECTION_STRING', 'STORAGE=azure-blob needs AZURE_STORAGE_CONNECTION_STRING: set the connection string of the storage account.');
      }
      return { kind: 'azure-blob', connectionString: values.AZURE_STORAGE_CONNECTION_STRING, container: values.AZURE_STORAGE_CONTAINER };
  }
}

/** OpenAI and Azure OpenAI support strict JSON-schema output; a compatible server may not, so it is asked for only when set on. */
function structuredOutputs(setting: 'auto' | 'on' | 'off', model: ModelConfig): boolean {
  if (setting !== 'auto') {
    return setting === 'on';
  }
  return model.kind === 'azure-openai' || (model.kind === 'openai' && model.baseUrl === undefined);
}

type Values = z.infer<typeof environment>;

function modelConfig(values: Values): ModelConfig {
  const azure = values.AZURE_OPENAI_API_KEY || values.AZURE_OPENAI_ENDPOINT || values.AZURE_OPENAI_DEPLOYMENT;
  const openai = values.OPENAI_API_KEY || values.OPENAI_BASE_URL;
  if (azure && openai) {
    throw new ConfigError('AZURE_OPENAI_ENDPOINT', 'Both OpenAI (OPENAI_*) and Azure OpenAI (AZURE_OPENAI_*) are configured: unset one of them.');
  }
  if (azure) {
    for (const variable of ['AZURE_OPENAI_API_KEY', 'AZURE_OPENAI_ENDPOINT', 'AZURE_OPENAI_DEPLOYMENT'] as const) {
      if (!values[variable]) {
        throw new ConfigError(variable, `${variable} is not set: Azure OpenAI needs AZURE_OPENAI_API_KEY, AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_DEPLOYMENT.`);
      }
    }
    return {
      kind: 'azure-openai',
      apiKey: values.AZURE_OPENAI_API_KEY,
      endpoint: values.AZURE_OPENAI_ENDPOINT,
      deployment: values.AZURE_OPENAI_DEPLOYMENT,
      apiVersion: values.AZURE_OPENAI_API_VERSION,
    };
  }
  if (openai) {
    // A local OpenAI-compatible server (Ollama, vLLM) takes any key, but the client insists on one.
    const apiKey = values.OPENAI_API_KEY || 'not-needed';
    return { kind: 'openai', apiKey, model: values.OPENAI_MODEL, ...(values.OPENAI_BASE_URL ? { baseUrl: values.OPENAI_BASE_URL } : {}) };
  }
  return { kind: 'none' };
}

function botConfig(values: Values): BotConfig {
  const bot: BotConfig = { id: values.BOT_ID, password: values.BOT_PASSWORD, type: values.BOT_TYPE, tenantId: values.BOT_TENANT_ID };
  if (!bot.id && values.NODE_ENV === 'production' && !values.ALLOW_ANONYMOUS) {
    throw new ConfigError(
      'BOT_ID',
      'NODE_ENV=production but BOT_ID is empty, so anyone could use this bot: set BOT_ID and BOT_PASSWORD, or set ALLOW_ANONYMOUS=true to run anonymously anyway (a Playground behind a firewall).',
    );
  }
  if (bot.id && bot.type !== 'UserAssignedMSI' && !bot.password) {
    throw new ConfigError('BOT_PASSWORD', `BOT_ID is set but BOT_PASSWORD is not: set the app password of bot ${bot.id}, or empty BOT_ID to run anonymously.`);
  }
  if (bot.id && bot.type !== 'MultiTenant' && !bot.tenantId) {
    throw new ConfigError('BOT_TENANT_ID', `BOT_TYPE=${bot.type} needs BOT_TENANT_ID: set the Entra tenant id of the bot's app.`);
  }
  return bot;
}

/** ANONYMOUS_SERVICE_URLS as origins (`https://host:port`), each an http(s) URL with nothing after its host and port. */
function anonymousServiceUrlsOf(text: string): string[] {
  const origins: string[] = [];
  for (const entry of text.split(',').map((each) => each.trim()).filter((each) => each.length > 0)) {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) {
      throw new ConfigError('ANONYMOUS_SERVICE_URLS', `ANONYMOUS_SERVICE_URLS has ${JSON.stringify(entry)}: set it to comma-separated http(s) origins such as https://playground.internal:56150, or leave it empty.`);
    }
    origins.push(url.origin);
  }
  return origins;
}
