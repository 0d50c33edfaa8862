import type { Operation, UserType } from '@matchday/shared';
import { z } from 'zod';
import type { AdminActor, UserActor } from '../../platform/actor.ts';
import { canDo } from '../../platform/authorize.ts';
import type { QueueMailInput } from './mail.service.ts';
import { registerMailTrigger, type TriggerContext } from './mail.trigger.ts';

type Body = z.ZodObject<z.ZodRawShape>;

export type ParticipantMailTrigger<S extends Body> = {
  /** The SPEC §7 name, e.g. `match`. */
  name: string;
  /** Organisers with this operation re-send it (POST /api/mail/{name} with `userId`). */
  organiser: Operation;
  /** The participants it is for ask for their own copy (POST /api/usermail/{name}). */
  participants: UserType[];
  /** What names the mail's subject (a match, an event, a request). */
  body: S;
  /**
   * The mail as it stands now, to person `userId` only. The subject is read with the caller's
   * reach (an organiser's events, a participant's own company), so what the caller may not
   * see is not found; a person who is not an active member of the company mailed is not found.
   */
  mails: (
    ctx: TriggerContext,
    body: z.infer<S>,
    actor: AdminActor | UserActor,
    userId: string,
  ) => Promise<QueueMailInput[]>;
};

/**
 * Registers the on-demand routes of a mail that a service normally sends by itself (SPEC §7):
 * `/api/mail/{name}` — an organiser sends it to one participant (`userId`) — and
 * `/api/usermail/{name}` — a participant sends it to themself. Each mail keeps the key of the
 * automatic one, so a person gets it once per state (like `joinevent`); the admin Outbox
 * sends a stored mail again.
 */
export function registerParticipantMailTriggers<S extends Body>(spec: ParticipantMailTrigger<S>) {
  registerMailTrigger({
    route: 'mail',
    name: spec.name,
    allow: (actor) => canDo(actor, spec.organiser),
    body: spec.body.extend({ userId: z.uuid('No such person') }),
    mails: (ctx, body, actor) =>
      spec.mails(ctx, body as z.infer<S>, actor, (body as { userId: string }).userId),
  });
  registerMailTrigger({
    route: 'usermail',
    name: spec.name,
    allow: (actor) => spec.participants.includes(actor.type),
    body: spec.body,
    mails: (ctx, body, actor) => spec.mails(ctx, body, actor, actor.id),
  });
}
