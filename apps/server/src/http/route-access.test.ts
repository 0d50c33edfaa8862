import { OPERATIONS, reachOf, ROLES, type Role } from '@matchday/shared';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, as, headerActor, userActor } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import type { Actor } from '../platform/actor.ts';
import { installErrorHandler } from './errors.ts';
import {
  installRouteAccess,
  operationsOf,
  publicRoute,
  type RegisteredRoute,
} from './route-access.ts';

/*
 * Deny by default on REST too, like every GraphQL field declares authScopes
 * (graphs/graphs.test.ts). Every registered route — the built web app's included — declares
 * either that it is public, with the reason, or the operations of the permission table that
 * guard it; and declaring guards: each guarded route refuses an anonymous caller (401) and a
 * role that may do none of its operations (403) before its handler runs.
 */
let dir: string;
let t: TestApp;
let routes: RegisteredRoute[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'matchday-dist-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Matchday</title>');
  t = await testApp({ webDist: dir, resolveActor: headerActor });
  routes = t.app.routeAccess();
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const ACTORS: Record<Exclude<Role, 'anonymous'>, Actor> = {
  startup: userActor('startup', randomUUID(), randomUUID()),
  corp: userActor('corp', randomUUID(), randomUUID()),
  ADMIN: adminOf('ADMIN'),
  EVENT_HOST: adminOf('EVENT_HOST', { hosting: [randomUUID()] }),
  INCUBATOR: adminOf('INCUBATOR', { incubator: 'STING' }),
  CONSORTIUM_MEMBER: adminOf('CONSORTIUM_MEMBER', { accountFilter: [randomUUID()] }),
};

const name = (r: RegisteredRoute) => `${r.method} ${r.url}`;
const guardedRoutes = () =>
  routes.flatMap((r) => (r.access && 'operation' in r.access ? [{ ...r, access: r.access }] : []));
/** A concrete path for a route pattern: a fresh uuid for each parameter. */
const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID()).replace(/\*$/, 'x');

describe('every REST route declares its access', () => {
  it('lists the routes: each is public with a reason or guarded by known operations', () => {
    const publicCount = routes.filter((r) => r.access && 'public' in r.access).length;
    console.info(
      `${routes.length} routes: ${publicCount} public, ${guardedRoutes().length} guarded\n` +
        routes.map((r) => `  ${name(r)} → ${JSON.stringify(r.access)}`).join('\n'),
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !r.access).map(name), 'routes without access').toEqual([]);
    const unreasoned = routes.filter(
      (r) => r.access && 'public' in r.access && r.access.public.trim().length < 10,
    );
    expect(unreasoned.map(name), 'public routes without a reason').toEqual([]);
    const unknown = guardedRoutes().filter((r) =>
      operationsOf(r.access).some((op) => !OPERATIONS.includes(op)),
    );
    expect(unknown.map(name), 'guarded by no operation of the table').toEqual([]);
  });

  it('refuses an anonymous caller (401) on every guarded route', async () => {
    expect(guardedRoutes().length).toBeGreaterThan(20);
    const answers = await Promise.all(
      guardedRoutes().map(async (r) => {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: pathOf(r.url),
          ...(r.method === 'GET' || r.method === 'HEAD' ? {} : { payload: {} }),
        });
        return `${name(r)} ${res.statusCode}`;
      }),
    );
    expect(answers).toEqual(guardedRoutes().map((r) => `${name(r)} 401`));
  });

  it('refuses a role without any of the operations (403) on every guarded route', async () => {
    const tried: string[] = [];
    for (const r of guardedRoutes()) {
      const ops = operationsOf(r.access);
      for (const role of ROLES) {
        if (role === 'anonymous' || ops.some((op) => reachOf(role, op) !== false)) continue;
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: pathOf(r.url),
          headers: as(ACTORS[role]),
          ...(r.method === 'GET' || r.method === 'HEAD' ? {} : { payload: {} }),
        });
        tried.push(`${name(r)} as ${role}: ${res.statusCode}`);
      }
    }
    expect(tried.length).toBeGreaterThan(20);
    expect(tried.filter((line) => !line.endsWith(': 403'))).toEqual([]);
  });

  it('refuses a route that declares no access, to everyone', async () => {
    const app = Fastify();
    installErrorHandler(app);
    installRouteAccess(app, headerActor);
    app.get('/api/forgotten', async () => ({ secret: true }));
    app.get('/api/open', publicRoute('a test route anyone may read'), async () => ({ ok: true }));
    const admin = { headers: as(ACTORS.ADMIN) };
    expect((await app.inject({ url: '/api/forgotten', ...admin })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
    await app.close();
  });
});
