import type { Operation } from '@matchday/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Actor, ActorResolver } from '../platform/actor.ts';
import { assertCan, canDo } from '../platform/authorize.ts';
import { refuseIfDeactivated } from '../platform/deactivated.ts';
import { AppError } from '../platform/errors.ts';

/**
 * Who may reach a REST route (docs/decisions/071-rest-deny-by-default.md): either public, with
 * the reason written beside it, or guarded by operations of the permission table — a caller whose
 * role may do at least one of them gets through (401 anonymous, 403 otherwise); the service then
 * applies the reach. A route that declares neither is refused to everyone.
 */
export type RouteAccess =
  | { public: string }
  | { operation: Operation | readonly [Operation, ...Operation[]]; message?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its declared access (route-access.test.ts). */
    routeAccess(): RegisteredRoute[];
  }
  interface FastifyRequest {
    /** Who a guarded route let through (read with `guardedActor`); null on public routes. */
    accessActor: Actor;
  }
}

export type RegisteredRoute = { method: string; url: string; access: RouteAccess | undefined };

/** Route options of a public route: `app.post(url, publicRoute('why'), handler)`. */
export function publicRoute(reason: string) {
  return { config: { access: { public: reason } } } as const;
}

/**
 * Route options of a route guarded by the permission table (any one of the operations); the
 * message is the 403's (the service's own words, so callers read the same refusal as before).
 */
export function guarded(
  operation: Operation | readonly [Operation, ...Operation[]],
  message?: string,
) {
  const access: RouteAccess = message ? { operation, message } : { operation };
  return { config: { access } } as const;
}

/**
 * The caller a guarded route let through: resolved once by the access check, so handlers take
 * it from here instead of resolving it again. Never null behind a guard (the check answered 401).
 */
export function guardedActor(request: FastifyRequest): NonNullable<Actor> {
  const actor = request.accessActor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  return actor;
}

/** The operations a guarded access names. */
export function operationsOf(access: Extract<RouteAccess, { operation: unknown }>): Operation[] {
  return [access.operation].flat() as Operation[];
}

/**
 * Records every route and enforces its access before its handler. Installed before any route:
 * routes added by plugins (static files) are recorded too, and the check reads the route's
 * config when a request arrives, so a scope may declare the access of a plugin's routes.
 */
export function installRouteAccess(app: FastifyInstance, resolveActor: ActorResolver) {
  const routes: RouteOptions[] = [];
  app.decorateRequest('accessActor', null);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('routeAccess', () =>
    routes.flatMap((route) =>
      [route.method]
        .flat()
        .map((method) => ({ method, url: route.url, access: route.config?.access })),
    ),
  );
  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access && 'public' in access) return;
    if (!access) throw new AppError('FORBIDDEN', 'This route declares no access');
    const actor = await resolveActor(request);
    const operations = operationsOf(access);
    if (operations.some((op) => canDo(actor, op))) {
      request.accessActor = actor;
      return;
    }
    if (!actor) refuseIfDeactivated(request);
    assertCan(actor, operations[0]!, access.message);
  });
}
