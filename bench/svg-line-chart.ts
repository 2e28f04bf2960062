/** One line of a chart: its points in data units, joined in the order given. */
export interface ChartSeries {
  readonly label: string;
  readonly color: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly dashed?: boolean;
  /** Dots at the points; a reference line reads better without. */
  readonly markers?: boolean;
}

/** A legend line: the label and how its lines are drawn. */
export interface LegendEntry {
  readonly label: string;
  readonly color: string;
  readonly dashed?: boolean;
}

export type AxisScale = 'linear' | 'log';

export interface LineChartOptions {
  readonly title: string;
  readonly subtitle?: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly xScale?: AxisScale;
  readonly yScale?: AxisScale;
  /** Where to put the x ticks, when the data's own x values read better than round numbers. */
  readonly xTicks?: readonly number[];
  readonly series: readonly ChartSeries[];
  /** One entry per series unless given: several series may share a style that one entry explains. */
  readonly legend?: readonly LegendEntry[];
  readonly width?: number;
  readonly height?: number;
}

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif"';
const MARGIN = { top: 64, bottom: 56, left: 72 };
/** Room between the plot's frame and its outermost points, so no dot sits on the frame. */
const INSET = 14;
const LEGEND_LINE_HEIGHT = 20;
/** From the plot's frame to the legend, and from a legend line's start to its label. */
const LEGEND_GAP = 24;
const LEGEND_SAMPLE_WIDTH = 36;
/** Wide enough for most characters of the legend's 12px font, which has no metrics here to ask. */
const LEGEND_CHARACTER_WIDTH = 7;
/** Fewer pixels than this between ticks, and 1-2-5 ticks of a log axis crowd: powers of ten only. */
const MIN_TICK_SPACING = 36;
const DASH = '7 5';

/**
 * A line chart as a standalone SVG document, with no dependencies: title, axes with ticks and grid,
 * axis labels, a legend to the right, and linear or logarithmic scales. Log scales need positive data.
 */
export function lineChart(options: LineChartOptions): string {
  const width = options.width ?? 900;
  const height = options.height ?? 520;
  const legend = options.legend ?? options.series.map(({ label, color, dashed }) => ({ label, color, ...(dashed ? { dashed } : {}) }));
  const legendWidth = LEGEND_GAP + LEGEND_SAMPLE_WIDTH + Math.max(0, ...legend.map((entry) => entry.label.length)) * LEGEND_CHARACTER_WIDTH + LEGEND_GAP;
  const plot = { left: MARGIN.left, top: MARGIN.top, right: width - legendWidth, bottom: height - MARGIN.bottom };
  const points = options.series.flatMap((series) => series.points);
  const x = axis(points.map((point) => point.x), options.xScale ?? 'linear', [plot.left + INSET, plot.right - INSET], options.xTicks);
  const y = axis(points.map((point) => point.y), options.yScale ?? 'linear', [plot.bottom - INSET, plot.top + INSET]);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT}>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${plot.left}" y="28" font-size="18" font-weight="600" fill="#1a1a1a">${escapeXml(options.title)}</text>`,
    options.subtitle ? `<text x="${plot.left}" y="48" font-size="13" fill="#555555">${escapeXml(options.subtitle)}</text>` : '',
    ...x.ticks.map((tick) => {
      const at = round(x.position(tick));
      return `<line x1="${at}" y1="${plot.top}" x2="${at}" y2="${plot.bottom}" stroke="#e6e6e6"/><text x="${at}" y="${plot.bottom + 18}" font-size="12" fill="#333333" text-anchor="middle">${formatTick(tick)}</text>`;
    }),
    ...y.ticks.map((tick) => {
      const at = round(y.position(tick));
      return `<line x1="${plot.left}" y1="${at}" x2="${plot.right}" y2="${at}" stroke="#e6e6e6"/><text x="${plot.left - 8}" y="${at + 4}" font-size="12" fill="#333333" text-anchor="end">${formatTick(tick)}</text>`;
    }),
    `<rect x="${plot.left}" y="${plot.top}" width="${plot.right - plot.left}" height="${plot.bottom - plot.top}" fill="none" stroke="#888888"/>`,
    `<text x="${(plot.left + plot.right) / 2}" y="${height - 14}" font-size="13" fill="#1a1a1a" text-anchor="middle">${escapeXml(options.xLabel)}</text>`,
    `<text transform="translate(18 ${(plot.top + plot.bottom) / 2}) rotate(-90)" font-size="13" fill="#1a1a1a" text-anchor="middle">${escapeXml(options.yLabel)}</text>`,
    ...options.series.map((series) => seriesSvg(series, x.position, y.position)),
    ...legend.map((entry, index) => legendSvg(entry, plot.right + LEGEND_GAP, plot.top + 8 + index * LEGEND_LINE_HEIGHT)),
    '</svg>\n',
  ]
    .filter(Boolean)
    .join('\n');
}

interface Axis {
  readonly ticks: readonly number[];
  readonly position: (value: number) => number;
}

/** Maps data values onto pixels between `range`'s ends, over a domain widened to round numbers. */
function axis(values: readonly number[], scale: AxisScale, range: readonly [number, number], fixedTicks?: readonly number[]): Axis {
  const all = [...values, ...(fixedTicks ?? [])];
  const [low, high] = scale === 'log' ? logDomain(all) : linearDomain(all);
  const transform = scale === 'log' ? Math.log10 : (value: number) => value;
  const [from, to] = [transform(low), transform(high)];
  const position = (value: number) => range[0] + ((transform(value) - from) / (to - from || 1)) * (range[1] - range[0]);
  const ticks = fixedTicks ?? (scale === 'log' ? logTicks(low, high, Math.abs(range[1] - range[0])) : linearTicks(low, high));
  return { ticks, position };
}

/** From the 1-2-5 step at or below the smallest value to the one at or above the largest. */
function logDomain(values: readonly number[]): [number, number] {
  const positive = values.filter((value) => value > 0);
  if (positive.length === 0) {
    throw new Error('a log scale needs positive values');
  }
  return [niceLogStep(Math.min(...positive), 'down'), niceLogStep(Math.max(...positive), 'up')];
}

/** The nearest 1, 2 or 5 times a power of ten at or beyond `value`, in `direction`. */
function niceLogStep(value: number, direction: 'up' | 'down'): number {
  const decade = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 2, 5, 10].map((step) => step * decade);
  return direction === 'down' ? (steps.filter((step) => step <= value * (1 + 1e-9)).at(-1) ?? decade) : (steps.find((step) => step >= value * (1 - 1e-9)) ?? 10 * decade);
}

/** 1, 2 and 5 of each decade where there is room for them; powers of ten alone where they would crowd. */
function logTicks(low: number, high: number, length: number): number[] {
  const decades = Math.log10(high / low);
  const multiples = length / (decades * 3) >= MIN_TICK_SPACING ? [1, 2, 5] : [1];
  const ticks: number[] = [];
  for (let power = Math.floor(Math.log10(low)); power <= Math.ceil(Math.log10(high)); power++) {
    for (const multiple of multiples) {
      const tick = multiple * 10 ** power;
      if (tick >= low * (1 - 1e-9) && tick <= high * (1 + 1e-9)) {
        ticks.push(tick);
      }
    }
  }
  return ticks;
}

/** From zero (or the smallest value, if negative) to the largest, rounded up to a tick. */
function linearDomain(values: readonly number[]): [number, number] {
  const low = Math.min(0, ...values);
  const high = Math.max(...values);
  const step = linearStep(low, high);
  return [Math.floor(low / step) * step, Math.ceil(high / step) * step || step];
}

/** A 1, 2 or 5 step that gives about six ticks. */
function linearStep(low: number, high: number): number {
  const rough = (high - low) / 6 || 1;
  const decade = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].map((step) => step * decade).find((step) => step >= rough) ?? 10 * decade);
}

function linearTicks(low: number, high: number): number[] {
  const step = linearStep(low, high);
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return ticks;
}

function seriesSvg(series: ChartSeries, xOf: (value: number) => number, yOf: (value: number) => number): string {
  const coordinates = series.points.map((point) => `${round(xOf(point.x))},${round(yOf(point.y))}`);
  const dash = series.dashed ? ` stroke-dasharray="${DASH}"` : '';
  const line = `<polyline points="${coordinates.join(' ')}" fill="none" stroke="${series.color}" stroke-width="2.2" stroke-linejoin="round"${dash}><title>${escapeXml(series.label)}</title></polyline>`;
  if (series.markers === false) {
    return line;
  }
  // A dashed line's dots are hollow, so two lines through the same point stay told apart.
  const fill = series.dashed ? '#ffffff' : series.color;
  const dots = series.points.map(
    (point) => `<circle cx="${round(xOf(point.x))}" cy="${round(yOf(point.y))}" r="3.5" fill="${fill}" stroke="${series.color}" stroke-width="1.5"><title>${escapeXml(`${series.label}: ${formatTick(point.y)} at ${formatTick(point.x)}`)}</title></circle>`,
  );
  return [line, ...dots].join('\n');
}

function legendSvg(entry: LegendEntry, left: number, middle: number): string {
  const dash = entry.dashed ? ` stroke-dasharray="${DASH}"` : '';
  return `<line x1="${left}" y1="${middle}" x2="${left + LEGEND_SAMPLE_WIDTH - 8}" y2="${middle}" stroke="${entry.color}" stroke-width="2.2"${dash}/><text x="${left + LEGEND_SAMPLE_WIDTH}" y="${middle + 4}" font-size="12" fill="#1a1a1a">${escapeXml(entry.label)}</text>`;
}

/** "1,000" and "0.5": whole numbers with thousands separators, fractions as short as they can be. */
function formatTick(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en') : Number(value.toPrecision(3)).toLocaleString('en');
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
