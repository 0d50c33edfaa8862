import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * OpenTelemetry traces (docs/decisions/111): spans for HTTP requests, GraphQL operations,
 * database statements and background runs (sweeps, mail jobs), exported over OTLP/HTTP when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set and off otherwise (the API's no-op tracer costs next to
 * nothing). The server is bundled, so nothing is instrumented by patching modules: each layer
 * opens its span here by hand. An HTTP request's id (in every log line and `x-request-id`) is
 * its trace id.
 */
const TRACER = 'matchday';
const tracer = () => trace.getTracer(TRACER);

export type Tracing = { enabled: boolean; shutdown(): Promise<void> };

/** Starts exporting spans when the endpoint is configured; `shutdown` flushes and stops. */
export function startTracing(env: {
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  OTEL_SERVICE_NAME?: string;
}): Tracing {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    return { enabled: false, shutdown: async () => undefined };
  }
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '');
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? 'matchday' }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${base}/v1/traces` }), {
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  // The global provider, the async-local context manager and the W3C traceparent propagator.
  provider.register();
  return {
    enabled: true,
    async shutdown() {
      // A collector that does not answer loses the last spans; it does not make the stop unclean.
      await provider.shutdown().catch(() => undefined);
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

const HEX32 = /^[0-9a-f]{32}$/;
const serverSpans = new WeakMap<object, { span: Span; context: Context }>();

/**
 * The HTTP request's server span, started when Fastify asks for the request id (the first
 * thing it does with a request): continues an incoming `traceparent`. Answers the trace id,
 * or null when tracing is off.
 */
export function startRequestSpan(
  raw: object,
  method: string,
  headers: Record<string, unknown>,
): string | null {
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(`HTTP ${method}`, { kind: SpanKind.SERVER }, parent);
  const traceId = span.spanContext().traceId;
  if (!HEX32.test(traceId) || /^0+$/.test(traceId)) return null;
  serverSpans.set(raw, { span, context: trace.setSpan(parent, span) });
  return traceId;
}

/** Runs the rest of the request inside its span's context (an onRequest hook calls this). */
export function withinRequestSpan(raw: object, next: () => void) {
  const found = serverSpans.get(raw);
  if (found) context.with(found.context, next);
  else next();
}

/** Ends the request's span with its route template and status. */
export function endRequestSpan(raw: object, route: string, status: number) {
  const found = serverSpans.get(raw);
  if (!found) return;
  serverSpans.delete(raw);
  found.span.updateName(`HTTP ${route}`);
  found.span.setAttribute('http.route', route);
  found.span.setAttribute('http.response.status_code', status);
  if (status >= 500) found.span.setStatus({ code: SpanStatusCode.ERROR });
  found.span.end();
}

/** A span around async work (a GraphQL operation, a sweep pass, a mail job). */
export async function traced<T>(
  name: string,
  attributes: Record<string, string | number | boolean>,
  work: () => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * A span opened now, made the active one for whatever `run` starts (so the statements of a
 * GraphQL operation are its children), and closed by `end` (for work whose end is a callback).
 */
export function openSpan(
  name: string,
  attributes: Record<string, string | number | boolean>,
  kind: SpanKind = SpanKind.INTERNAL,
) {
  const span = tracer().startSpan(name, { attributes, kind });
  const active = trace.setSpan(context.active(), span);
  return {
    run: <T>(work: () => T): T => context.with(active, work),
    end(error?: boolean) {
      if (error) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}

export { SpanKind };
