import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { startMetricsServer } from './metrics.routes.ts';

const TOKEN = 'scrape-token-0123456789';

/** The value of one series in the exposition text (0 when absent). */
function value(text: string, name: string, labels: Record<string, string>) {
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith(`${name}{`) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({
      env: {
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        BODY_LIMIT: 1 << 20,
        PUBLIC_URL: 'http://matchday.test',
        METRICS_TOKEN: TOKEN,
      },
    });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a scrape without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
      expect(res.body).not.toContain('matchday_');
    }
  });

  it('counts HTTP requests by route template and status, with a latency histogram', async () => {
    const labels = { method: 'GET', route: '/api/monitor', status: '200' };
    const before = value(await scrape(), 'matchday_http_requests_total', labels);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/monitor?x=' + i });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const text = await scrape();
    expect(value(text, 'matchday_http_requests_total', labels)).toBe(before + 3);
    expect(
      value(text, 'matchday_http_request_duration_seconds_count', labels),
    ).toBeGreaterThanOrEqual(3);
    expect(
      value(text, 'matchday_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // The raw URL never becomes a label (a series per id or token).
    expect(text).not.toContain('no-such-route/123');
  });

  it('counts GraphQL operations by name, type and outcome', async () => {
    const labels = { graph: 'public', operation: 'MetricsProbe', type: 'query' };
    const before = value(await scrape(), 'matchday_graphql_operations_total', {
      ...labels,
      outcome: 'ok',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public',
      payload: { query: 'query MetricsProbe { __typename }', operationName: 'MetricsProbe' },
    });
    expect(res.statusCode).toBe(200);
    const text = await scrape();
    expect(value(text, 'matchday_graphql_operations_total', { ...labels, outcome: 'ok' })).toBe(
      before + 1,
    );
    expect(value(text, 'matchday_graphql_operation_duration_seconds_count', labels)).toBe(
      before + 1,
    );
  });

  it('reports process memory and event-loop lag, and the database pool on PostgreSQL', async () => {
    const text = await scrape();
    expect(text).toMatch(/^process_resident_memory_bytes [1-9]\d*/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toContain('# TYPE matchday_db_statement_duration_seconds histogram');
    expect(text).toContain('# TYPE matchday_jobs gauge');
    expect(text).toContain('# TYPE matchday_mails_total counter');
    expect(text).toContain('# TYPE matchday_runs_total counter');
    if (t.database.kind === 'postgres') {
      expect(value(text, 'matchday_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(
        value(text, 'matchday_db_statement_duration_seconds_count', { kind: 'read' }),
      ).toBeGreaterThan(0);
    }
  });
});

describe('/metrics without a token configured', () => {
  it('does not exist on the app port, even with a bearer', async () => {
    const t = await testApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer anything-at-all-0123' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('matchday_');
    await t.close();
  });

  it('is served without a token on the separate metrics port, and nothing else is', async () => {
    const server = await startMetricsServer(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE matchday_http_requests_total counter');
    expect((await fetch(`${base}/api/monitor`)).status).toBe(404);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('ops/grafana-dashboard.json', () => {
  it('charts only metrics the server exports', async () => {
    const { readFile } = await import('node:fs/promises');
    const dashboard = await readFile(
      new URL('../../../../ops/grafana-dashboard.json', import.meta.url),
      'utf8',
    );
    const used = new Set(dashboard.match(/\b(?:matchday|process|nodejs)_[a-z0-9_]+/g));
    expect(used.size).toBeGreaterThan(10);
    const { metricsRegistry } = await import('../platform/metrics.ts');
    const text = await metricsRegistry.metrics();
    const missing = [...used].filter(
      (name) => !text.includes(`# TYPE ${name.replace(/_(bucket|sum|count)$/, '')} `),
    );
    expect(missing).toEqual([]);
  });
});
