import type { HttpTurnsFigures } from './http-turns';
import type { PromptTokensFigures } from './prompt-tokens';
import type { StorageName } from './storage-env';
import { type ChartSeries, type LegendEntry, lineChart } from './svg-line-chart';

/** One hue a storage, a darker shade for the slower model, so the six lines pair up by storage. */
const STORAGE_COLORS: Record<StorageName, { readonly fast: string; readonly slow: string }> = {
  memory: { fast: '#6baed6', slow: '#08519c' },
  sqlite: { fast: '#74c476', slow: '#006d2c' },
  'azure-blob': { fast: '#fd8d3c', slow: '#a63603' },
};
const STYLE_KEY_COLOR = '#666666';

/** p50 (solid) and p99 (dashed) turn latency against concurrent conversations, a line pair per storage and model delay. */
export function latencyChart(figures: HttpTurnsFigures): string {
  const groups = new Map<string, { storage: StorageName; modelDelayMs: number; rows: HttpTurnsFigures['rows'][number][] }>();
  for (const row of figures.rows) {
    const key = `${row.storage} ${row.modelDelayMs}`;
    const group = groups.get(key) ?? { storage: row.storage, modelDelayMs: row.modelDelayMs, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const slowest = Math.max(...figures.rows.map((row) => row.modelDelayMs));
  const series: ChartSeries[] = [];
  const legend: LegendEntry[] = [];
  for (const { storage, modelDelayMs, rows } of groups.values()) {
    const color = modelDelayMs === slowest ? STORAGE_COLORS[storage].slow : STORAGE_COLORS[storage].fast;
    const label = `${storage}, model ${modelDelayMs} ms`;
    series.push({ label: `${label}, p50`, color, points: rows.map((row) => ({ x: row.concurrentConversations, y: row.p50Ms.median })) });
    series.push({ label: `${label}, p99`, color, dashed: true, points: rows.map((row) => ({ x: row.concurrentConversations, y: row.p99Ms.median })) });
    legend.push({ label, color });
  }
  legend.push({ label: 'solid: p50', color: STYLE_KEY_COLOR }, { label: 'dashed: p99', color: STYLE_KEY_COLOR, dashed: true });
  return lineChart({
    title: 'Turn latency against concurrent conversations',
    subtitle: `POST to reply at the connector, PLANNER=llm with a scripted model; median of ${figures.runs} runs`,
    xLabel: 'concurrent conversations (log scale)',
    yLabel: 'latency (ms, log scale)',
    xScale: 'log',
    yScale: 'log',
    xTicks: [...new Set(figures.rows.map((row) => row.concurrentConversations))],
    series,
    legend,
  });
}

/** Tokens of the lists section as the bot bounds it and as it would be in full, against items stored. */
export function promptTokensChart(figures: PromptTokensFigures): string {
  const { rows, promptListTokens } = figures;
  const sizes = rows.map((row) => row.itemsStored);
  return lineChart({
    title: 'Prompt tokens against items stored',
    subtitle: `One request; ${figures.itemsPerList} items a list; counted with teams-ai's GPTTokenizer`,
    xLabel: 'items stored in the conversation (log scale)',
    yLabel: 'tokens (log scale)',
    xScale: 'log',
    yScale: 'log',
    xTicks: sizes,
    series: [
      { label: 'lists section as the bot bounds it', color: '#1f77b4', points: rows.map((row) => ({ x: row.itemsStored, y: row.listsSection })) },
      // Drawn over the bounded line, so that where the two agree (the lists fit) the dashes show on it.
      { label: 'lists section if shown in full', color: '#d62728', dashed: true, points: rows.map((row) => ({ x: row.itemsStored, y: row.listsSectionInFull })) },
      { label: 'whole prompt', color: '#2ca02c', points: rows.map((row) => ({ x: row.itemsStored, y: row.wholePrompt })) },
      {
        label: `PROMPT_LIST_TOKENS (${promptListTokens.toLocaleString('en')})`,
        color: '#7f7f7f',
        dashed: true,
        markers: false,
        points: [
          { x: Math.min(...sizes), y: promptListTokens },
          { x: Math.max(...sizes), y: promptListTokens },
        ],
      },
    ],
  });
}
