import { compileErrors, validate } from '@readme/openapi-parser';
import { V1_RESOURCES } from '@matchday/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';

/*
 * The read API's description (decision 104): an OpenAPI 3.1 document generated from the zod
 * schemas of the answers, valid by a maintained validator, naming every resource with its scope;
 * and the documentation page rendered from it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document naming every resource and its scope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    for (const r of V1_RESOURCES) {
      expect(doc.paths[r.path]?.get?.security, r.path).toEqual([{ token: [r.scope] }]);
    }
    expect(doc.servers[0].url).toBe('http://matchday.test/api/v1');
  });

  it('would fail validation when a resource points at a schema that is not there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const doc = res.json();
    delete doc.components.schemas.Meetings;
    const result = await validate(doc);
    expect(result.valid).toBe(false);
  });

  it('renders a documentation page with every path, its parameters and fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    for (const r of V1_RESOURCES) expect(res.body).toContain(`<code>${r.path}</code>`);
    expect(res.body).toContain('<code>nextCursor</code>');
    expect(res.body).toContain('<code>items[].startsAt</code>');
    expect(res.body).not.toMatch(/<script/i);
  });
});
