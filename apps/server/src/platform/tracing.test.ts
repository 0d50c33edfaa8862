import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/app.ts';
import { eventually } from '../../test/eventually.ts';
import { startSweep } from './sweeps.ts';
import { startTracing, type Tracing } from './tracing.ts';

/**
 * Traces leave over OTLP/HTTP to a collector: here a real HTTP receiver started by the test,
 * reading what the exporter posts to /v1/traces (JSON). The request's id is its trace id.
 */
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};
const received: OtlpSpan[] = [];
let collector: http.Server;
let tracing: Tracing;
let t: TestApp;

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const parsed = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const r of parsed.resourceSpans) {
          for (const s of r.scopeSpans) received.push(...s.spans);
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  tracing = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
  t = await testApp();
});

afterAll(async () => {
  await t.close();
  await tracing.shutdown();
  await new Promise((resolve) => collector.close(resolve));
});

const attr = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('traces over OTLP', () => {
  it('an HTTP request, its GraphQL operation and (on PostgreSQL) its statements; the request id is the trace id', async () => {
    expect(tracing.enabled).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public',
      payload: { query: 'query UpcomingEvents { events(limit: 5) { id } }' },
    });
    expect(res.statusCode).toBe(200);
    const traceId = String(res.headers['x-request-id']);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    const server = await eventually(() => {
      const found = received.find((s) => s.traceId === traceId && s.name.startsWith('HTTP '));
      expect(found).toBeDefined();
      return found!;
    });
    expect(server.name).toBe('HTTP /api/public');
    expect(attr(server, 'http.response.status_code')).toBe(200);
    const operation = await eventually(() => {
      const found = received.find((s) => s.traceId === traceId && s.name.startsWith('graphql '));
      expect(found).toBeDefined();
      return found!;
    });
    expect(operation.name).toBe('graphql UpcomingEvents');
    expect(operation.parentSpanId).toBe(server.spanId);
    if (t.database.kind === 'postgres') {
      // Statements are timed and traced on the PostgreSQL pool (PGlite runs in process).
      const statements = await eventually(() => {
        const found = received.filter((s) => s.traceId === traceId && s.name === 'db SELECT');
        expect(found.length).toBeGreaterThan(0);
        return found;
      });
      expect(statements.every((s) => s.parentSpanId === operation.spanId)).toBe(true);
    }
  });

  it('continues the caller’s trace from traceparent', async () => {
    const caller = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/monitor',
      headers: { traceparent: `00-${caller}-00f067aa0ba902b7-01` },
    });
    expect(res.headers['x-request-id']).toBe(caller);
    const span = await eventually(() => {
      const found = received.find((s) => s.traceId === caller && s.name.startsWith('HTTP '));
      expect(found).toBeDefined();
      return found!;
    });
    expect(span.parentSpanId).toBe('00f067aa0ba902b7');
    expect(span.name).toBe('HTTP /api/monitor');
  });

  it('a sweep pass is a span of its own', async () => {
    let ran: () => void = () => undefined;
    const pass = new Promise<void>((resolve) => (ran = resolve));
    const stop = startSweep(
      {
        name: 'traced sweep',
        run: async () => {
          await t.database.db.execute(sql`select 1`);
          ran();
        },
      },
      { error: () => undefined },
    );
    await pass;
    await stop();
    await eventually(() => expect(received.some((s) => s.name === 'traced sweep')).toBe(true));
  });
});
