import type { AdminType, FiredTrigger } from '@matchday/shared';
import { z } from 'zod';
import type { Actor, AdminActor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { queueMail, type QueueMailInput } from './mail.service.ts';

/** `mail`: POST /api/mail/{trigger}, admin credentials. `usermail`: /api/usermail/{trigger}, users. */
export type TriggerRoute = 'mail' | 'usermail';

export type TriggerContext = {
  /** The transaction the mails are queued in; resolvers read through services with it. */
  db: Db;
  /** Base of links into the web app. */
  publicUrl: string;
};

type ActorOf<R extends TriggerRoute> = R extends 'mail' ? AdminActor : UserActor;

export type MailTrigger<R extends TriggerRoute = TriggerRoute, S extends z.ZodType = z.ZodType> = {
  route: R;
  name: string;
  /** Who may fire it, besides being an admin (`mail`) or a signed-in user (`usermail`). */
  allow: (actor: ActorOf<R>) => boolean;
  /** The body; a body that does not fit is a 400 listing the fields. */
  body: S;
  /** The mails it causes: recipients, template, data and idempotency key of each. */
  mails: (ctx: TriggerContext, body: z.infer<S>, actor: ActorOf<R>) => Promise<QueueMailInput[]>;
};

const registry = new Map<string, MailTrigger>();

/**
 * Registers a trigger — one call in one small file per feature, in the module that owns it
 * (e.g. modules/auth/mail/account.trigger.ts, loaded by modules/auth/auth.mail.ts). Registering a route/name twice is a programming error. For example
 * (modules/events/joinevent.mail-trigger.ts):
 *
 *   registerMailTrigger({
 *     route: 'usermail',
 *     name: 'joinevent',
 *     allow: anyUser,
 *     body: z.object({ eventId: z.uuid() }),
 *     mails: async (ctx, body, actor) => [
 *       { template: 'joinevent', to: …, data: { … }, idempotencyKey: `${body.eventId}` },
 *     ],
 *   });
 *
 * plus its template (templates/*.templates.ts, one line in templates/index.ts).
 */
export function registerMailTrigger<R extends TriggerRoute, S extends z.ZodType>(
  trigger: MailTrigger<R, S>,
) {
  const key = `${trigger.route}/${trigger.name}`;
  if (registry.has(key)) throw new Error(`mail trigger ${key} is registered twice`);
  registry.set(key, trigger as unknown as MailTrigger);
  return trigger;
}

/** Allows admins of these kinds (a `mail` trigger's `allow`). */
export const adminKinds =
  (...kinds: AdminType[]) =>
  (actor: AdminActor) =>
    kinds.includes(actor.adminType);

export const anyUser = () => true;

/**
 * Fires a trigger for a caller: unknown → 404, anonymous → 401, a caller without the right → 403,
 * a body that does not fit → 400. The mails are queued in one transaction: all or none.
 */
export async function fireMailTrigger(
  ctx: TriggerContext,
  route: TriggerRoute,
  name: string,
  actor: Actor,
  body: unknown,
): Promise<FiredTrigger> {
  const trigger = registry.get(`${route}/${name}`);
  if (!trigger) throw new AppError('NOT_FOUND', `No mail trigger ${route}/${name}`);
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to send mail');
  const kindFits = route === 'mail' ? actor.kind === 'admin' : actor.kind === 'user';
  if (!kindFits || !(trigger.allow as (a: Actor) => boolean)(actor)) {
    throw new AppError('FORBIDDEN', `This account may not fire ${route}/${name}`);
  }
  // Fields the trigger does not know are refused by name, not dropped.
  const schema = trigger.body instanceof z.ZodObject ? trigger.body.strict() : trigger.body;
  const input = parseInput(schema, body ?? {});
  return ctx.db.transaction(async (tx) => {
    const mails = await (
      trigger.mails as (c: TriggerContext, b: unknown, a: Actor) => Promise<QueueMailInput[]>
    )({ ...ctx, db: tx }, input, actor);
    const results = [];
    for (const mail of mails) results.push(await queueMail(tx, mail));
    return {
      queued: results.filter((r) => !r.duplicate).length,
      duplicates: results.filter((r) => r.duplicate).length,
      ids: results.map((r) => r.id),
    };
  });
}

/** Names of the registered triggers of a route (for docs and tests). */
export function mailTriggerNames(route: TriggerRoute) {
  return [...registry.values()]
    .filter((t) => t.route === route)
    .map((t) => t.name)
    .sort();
}
