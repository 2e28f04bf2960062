// The layers of src/, checked by `npm test` (test/architecture/boundaries.test.ts) and `npm run lint:deps`.
// The core knows grocery lists, plans and models through interfaces of its own; the host adapts it to
// Teams AI, Bot Framework, the OpenAI client and storage. A move to another Teams SDK replaces the host.

/** The core: everything a planner needs, with no host package in sight. */
const CORE = '^src/(lists|shopping|reminders|links|recipes|message-extension|actions|planning|cards|replies|text|commands|card-actions|confirmations|conversation|turns)/|^src/(config|config-error|logger)\\.ts$';
/** The host packages: Teams AI, Bot Framework, and the OpenAI client. */
const HOST_PACKAGES = '(^|/)node_modules/(@microsoft/teams-ai|botbuilder[^/]*|botframework-[^/]+|openai)/';
/** What adapts the core, and the wiring that puts it together. */
const HOST = '^src/(host|storage|scheduler)/|^src/(server|incoming-activity|create-bot|index|chat)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-host-package',
      comment: 'The core must not know its host: adapt teams-ai, botbuilder or openai in src/host/ instead.',
      severity: 'error',
      from: { path: CORE },
      to: { path: HOST_PACKAGES },
    },
    {
      name: 'core-imports-no-host-code',
      comment: 'The core must not reach up into the host or the wiring: pass what it needs in.',
      severity: 'error',
      from: { path: CORE },
      to: { path: HOST },
    },
    {
      name: 'teams-ai-only-in-the-host',
      comment: 'Teams AI is reached through src/host/ alone, so that replacing it touches one folder.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/host/' },
      to: { path: '(^|/)node_modules/@microsoft/teams-ai/' },
    },
    {
      name: 'telemetry-only-in-the-host',
      comment: 'OpenTelemetry and the Azure Monitor distro are reached through src/host/ alone: the core records what happened in its own types.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/host/' },
      to: { path: '(^|/)node_modules/(@opentelemetry/[^/]+|@azure/monitor-opentelemetry[^/]*)/' },
    },
    {
      name: 'domain-stays-pure',
      comment: 'src/lists/, src/shopping/, src/reminders/ and src/actions/ are pure: they import each other, src/text/, zod, pluralize, js-quantities, chrono-node, croner and node, nothing else.',
      severity: 'error',
      from: { path: '^src/(lists|shopping|reminders|actions)/' },
      to: { pathNot: '^src/(lists|shopping|reminders|actions|text)/|^src/recipes/recipe\\.ts$|(^|/)node_modules/(zod|pluralize|js-quantities|chrono-node|croner)/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'nothing-imports-the-wiring',
      comment: 'src/index.ts and src/chat.ts only wire; nothing may depend on them.',
      severity: 'error',
      from: {},
      to: { path: '^src/(index|chat)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other in a circle cannot be understood, or moved, one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too: a core type that names a host type still knows the host.
    tsPreCompilationDeps: true,
    moduleSystems: ['cjs', 'es6'],
  },
};
