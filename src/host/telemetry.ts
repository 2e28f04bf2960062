import type { TelemetryConfig } from '../config';

/** The exporter that was started, and how to flush and stop it. */
export interface Telemetry {
  readonly exporter: TelemetryConfig['kind'];
  /** Sends what is still buffered, then stops exporting; for the end of the process. */
  shutdown(): Promise<void>;
}

const SERVICE_NAME = 'pantry';

/**
 * Starts exporting traces and metrics where `config` says. Called before the bot's modules load, so
 * that the Azure Monitor distro's instrumentation of http sees them. The exporters' packages are
 * loaded only when one is used: with neither variable set, the API's no-op tracer and meter remain.
 */
export function startTelemetry(config: TelemetryConfig): Telemetry {
  switch (config.kind) {
    case 'azure-monitor':
      return startAzureMonitor(config.connectionString);
    case 'otlp':
      return startOtlp(config.endpoint, config.metricExportIntervalMs);
    case 'none':
      return { exporter: 'none', shutdown: async () => undefined };
  }
}

function startAzureMonitor(connectionString: string): Telemetry {
  const { useAzureMonitor, shutdownAzureMonitor } = require('@azure/monitor-opentelemetry') as typeof import('@azure/monitor-opentelemetry');
  const { resources } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  useAzureMonitor({ azureMonitorExporterOptions: { connectionString }, resource: resources.resourceFromAttributes({ 'service.name': SERVICE_NAME }) });
  return { exporter: 'azure-monitor', shutdown: () => shutdownAzureMonitor() };
}

function startOtlp(endpoint: string, metricExportIntervalMs: number): Telemetry {
  const { NodeSDK, metrics, tracing } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { OTLPMetricExporter } = require('@opentelemetry/exporter-metrics-otlp-http') as typeof import('@opentelemetry/exporter-metrics-otlp-http');
  const sdk = new NodeSDK({
    serviceName: SERVICE_NAME,
    // Batched as OTEL_BSP_* say (every 5 s by default).
    spanProcessors: [new tracing.BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))],
    metricReaders: [new metrics.PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter({ url: `${endpoint}/v1/metrics` }), exportIntervalMillis: metricExportIntervalMs })],
    // The bot writes no OpenTelemetry logs: without this the SDK would set up an OTLP log exporter anyway.
    logRecordProcessors: [],
    // The bot's own spans are the trace; instrumenting every library would multiply them.
    instrumentations: [],
  });
  sdk.start();
  return { exporter: 'otlp', shutdown: () => sdk.shutdown() };
}
