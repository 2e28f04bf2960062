import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJsonBody } from './read-body';

/** An OTLP attribute value as JSON carries it: 64-bit integers may come as strings. */
type AnyValue = { stringValue?: string; intValue?: number | string; doubleValue?: number; boolValue?: boolean };
type KeyValue = { key: string; value: AnyValue };

/** A span as the OTLP/HTTP JSON encoding sends it, with its attributes made plain. */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly attributes: Record<string, string | number | boolean | undefined>;
}

/** One data point of a sum or a histogram, as last exported. */
export interface ReceivedPoint {
  readonly metric: string;
  readonly attributes: Record<string, string | number | boolean | undefined>;
  /** A sum's value, or a histogram's count. */
  readonly value: number;
}

/**
 * An OpenTelemetry collector's OTLP/HTTP endpoint, as far as a test needs one: it accepts JSON on
 * /v1/traces, /v1/metrics and /v1/logs, answers 200, and records every request.
 */
export class OtlpReceiver {
  readonly requests: { readonly path: string; readonly contentType: string; readonly body: unknown }[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OtlpReceiver> {
    const server = createServer();
    const receiver = new OtlpReceiver(server);
    server.on('request', (request, response) => {
      void readJsonBody(request).then((body) => {
        receiver.requests.push({ path: request.url ?? '', contentType: String(request.headers['content-type'] ?? ''), body });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  /** The value to give the bot as OTEL_EXPORTER_OTLP_ENDPOINT. */
  get endpoint(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Every span received, in the order received. */
  spans(): ReceivedSpan[] {
    return this.bodiesOf('/v1/traces').flatMap((body) =>
      (body.resourceSpans ?? []).flatMap((resource: { scopeSpans?: { spans?: unknown[] }[] }) =>
        (resource.scopeSpans ?? []).flatMap((scope) =>
          (scope.spans ?? []).map((span) => {
            const { traceId, spanId, parentSpanId, name, attributes } = span as { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: KeyValue[] };
            return { traceId, spanId, ...(parentSpanId ? { parentSpanId } : {}), name, attributes: plain(attributes) };
          }),
        ),
      ),
    );
  }

  /** The data points of metric `name` in the latest export that has it (the SDK sends cumulative totals). */
  points(name: string): ReceivedPoint[] {
    const found: ReceivedPoint[][] = [];
    for (const body of this.bodiesOf('/v1/metrics')) {
      for (const resource of body.resourceMetrics ?? []) {
        for (const scope of resource.scopeMetrics ?? []) {
          for (const metric of scope.metrics ?? []) {
            if (metric.name !== name) {
              continue;
            }
            const dataPoints = (metric.sum ?? metric.histogram ?? metric.gauge)?.dataPoints ?? [];
            found.push(
              dataPoints.map((point: { attributes?: KeyValue[]; asInt?: number | string; asDouble?: number; count?: number | string }) => ({
                metric: name,
                attributes: plain(point.attributes),
                value: Number(point.asInt ?? point.asDouble ?? point.count ?? Number.NaN),
              })),
            );
          }
        }
      }
    }
    return found.at(-1) ?? [];
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // The OTLP JSON shapes are read loosely: a test fails on a missing field by its assertion, not here.
  private bodiesOf(path: string): any[] {
    return this.requests.filter((request) => request.path === path).map((request) => request.body);
  }
}

function plain(attributes: KeyValue[] = []): Record<string, string | number | boolean | undefined> {
  return Object.fromEntries(
    attributes.map(({ key, value }) => [key, value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : undefined) ?? value.doubleValue ?? value.boolValue]),
  );
}
