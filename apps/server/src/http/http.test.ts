import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('HTTP surface', () => {
  it('reports OK from /api/monitor when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/monitor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'OK' });
  });

  it('answers unknown /api paths with a 404 in the error shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `No API route ${method} /api/does-not-exist` },
      });
    }
  });

  it('answers malformed JSON with 400 in the error shape, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: { 'content-type': 'application/json' },
      payload: '{"path": ',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toMatch(/JSON/);
    expect(res.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('refuses text/plain and form posts (CSRF) with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/public',
        headers: { 'content-type': type },
        payload: 'query={__typename}',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ path: `/${'a'.repeat(1024 * 1024)}` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('stores a page view with its path only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { path: '/startup/events' },
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.execute<{ path: string }>(
      sql`select * from page_views where path = '/startup/events'`,
    );
    const row = (rows as unknown as { rows: Record<string, unknown>[] }).rows[0];
    expect(row?.path).toBe('/startup/events');
    expect(JSON.stringify(row)).not.toContain('203.0.113.9');
  });

  it('rejects a page view carrying a query string, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pageviews',
      payload: { path: '/reset/abc?token=secret' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields[0].field).toBe('path');
  });

  it('sets security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/monitor' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/);
  });
});

describe('monitor when the database is gone', () => {
  it('answers 503 DOWN', async () => {
    const local = await testApp();
    await local.database.close();
    const res = await local.app.inject({ method: 'GET', url: '/api/monitor' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'DOWN' });
    await local.app.close();
  });
});
