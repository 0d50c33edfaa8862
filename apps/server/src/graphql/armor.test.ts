import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { GRAPHQL_LIMITS } from './armor.ts';

let dev: TestApp;
let prod: TestApp;
beforeAll(async () => {
  dev = await testApp();
  prod = await testApp({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      BODY_LIMIT: 1024 * 1024,
      PUBLIC_URL: 'http://localhost:3000',
    },
  });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

const ask = (t: TestApp, query: string) =>
  t.app.inject({ method: 'POST', url: '/api/public', payload: { query } });

const errorsOf = (res: Awaited<ReturnType<typeof ask>>) =>
  (res.json() as { errors?: { message: string }[] }).errors?.map((e) => e.message).join(' | ') ??
  '';

describe('GraphQL limits', () => {
  it('answers a normal query', async () => {
    const res = await ask(dev, '{ appInfo { name graph } }');
    expect(res.json()).toEqual({ data: { appInfo: { name: 'Matchday', graph: 'public' } } });
  });

  it(`rejects more than ${GRAPHQL_LIMITS.aliases} aliases before execution`, async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.aliases + 1 },
      (_, i) => `a${i}: appInfo { name }`,
    );
    const res = await ask(dev, `{ ${aliases.join(' ')} }`);
    expect(errorsOf(res)).toMatch(/alias/i);
    expect(res.json().data).toBeUndefined();
  });

  it(`rejects a query deeper than ${GRAPHQL_LIMITS.depth}`, async () => {
    // __schema › types › fields › type are 4 levels, then `levels` ofType, then name.
    const nest = (levels: number) =>
      `{ __schema { types { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } } }`;
    expect(errorsOf(await ask(dev, nest(GRAPHQL_LIMITS.depth - 5)))).toBe('');
    expect(errorsOf(await ask(dev, nest(GRAPHQL_LIMITS.depth - 4)))).toMatch(/depth/i);
  });

  it('rejects oversized query text', async () => {
    const res = await ask(dev, `{ appInfo { ${'name '.repeat(GRAPHQL_LIMITS.tokens)} } }`);
    expect(errorsOf(res)).toMatch(/token/i);
  });

  it('in production: no introspection and no field suggestions', async () => {
    const intro = await ask(prod, '{ __schema { queryType { name } } }');
    expect(errorsOf(intro)).toMatch(/introspection/i);
    const typo = await ask(prod, '{ appInf { name } }');
    expect(errorsOf(typo)).not.toMatch(/Did you mean/);
    const devTypo = await ask(dev, '{ appInf { name } }');
    expect(errorsOf(devTypo)).toMatch(/Did you mean/);
  });
});
