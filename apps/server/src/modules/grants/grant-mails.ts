import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { users } from '../accounts/accounts.tables.ts';
import { queueMail, type QueueMailInput } from '../mail/mail.service.ts';
import { peopleOf, reviewers } from './grants.queries.ts';
import type { GrantApplicationView } from './grants.views.ts';

/** `grant-form` mails (SPEC §7), queued in the caller's transaction. */

const AREA = { startup: '/startup', corporate: '/corporate' } as const;

function common(app: GrantApplicationView) {
  return {
    title: app.title,
    startupName: app.startup.name,
    corporateName: app.corporate?.name ?? '—',
  };
}

/** To every active full ADMIN: an application waits for review. */
export async function mailSubmission(tx: Db, publicUrl: string, app: GrantApplicationView) {
  for (const admin of await reviewers(tx)) {
    await queueMail(tx, {
      template: 'grant-form',
      to: admin.email,
      data: {
        name: admin.name,
        state: 'SUBMITTED',
        ...common(app),
        link: appUrl(publicUrl, `/admin/grants/${app.id}`),
      },
      idempotencyKey: `grant:${app.id}:submitted:${app.version}`,
    });
  }
}

/** One party member's mail about the application's state (the usermail trigger). */
export async function partyMail(
  tx: Db,
  publicUrl: string,
  app: GrantApplicationView,
  userId: string,
): Promise<QueueMailInput> {
  const [person] = await tx
    .select({ email: users.email, name: users.name, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new AppError('NOT_FOUND', 'No such person');
  const side = person.companyId === app.startup.id ? 'startup' : 'corporate';
  const decided = app.status === 'APPROVED' || app.status === 'REJECTED';
  return {
    template: 'grant-form',
    to: person.email,
    data: {
      name: person.name,
      state: decided ? app.status : 'PENDING',
      ...common(app),
      ...(decided && app.decisionNote ? { note: app.decisionNote } : {}),
      link: appUrl(publicUrl, `${AREA[side]}/grants/${app.id}`),
    },
    idempotencyKey: `grant:${app.id}:asked:${app.status}:${app.version}`,
  };
}

/** To the people of both parties: the programme's decision. */
export async function mailDecision(tx: Db, publicUrl: string, app: GrantApplicationView) {
  if (app.status !== 'APPROVED' && app.status !== 'REJECTED') return;
  const ids = [app.startup.id, ...(app.corporate ? [app.corporate.id] : [])];
  for (const person of await peopleOf(tx, ids)) {
    const side = person.companyId === app.startup.id ? 'startup' : 'corporate';
    await queueMail(tx, {
      template: 'grant-form',
      to: person.email,
      data: {
        name: person.name,
        state: app.status,
        ...common(app),
        ...(app.decisionNote ? { note: app.decisionNote } : {}),
        link: appUrl(publicUrl, `${AREA[side]}/grants/${app.id}`),
      },
      idempotencyKey: `grant:${app.id}:${app.status}`,
    });
  }
}
