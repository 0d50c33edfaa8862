import { appUrl } from '../../platform/app-links.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { personContact } from '../accounts/accounts.queries.ts';
import { queueMail, type QueueMailInput } from '../mail/mail.service.ts';
import { TASKS } from '../mail/notification-tasks.service.ts';
import { peopleOf, reviewers } from './grants.queries.ts';
import type { GrantApplicationView } from './grants.views.ts';

/** `grant-form` mails (SPEC §7), queued in the caller's transaction (each with its notification). */

const AREA = { startup: '/startup', corporate: '/corporate' } as const;

function common(app: GrantApplicationView) {
  return {
    title: app.title || 'Untitled draft',
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
  const person = await personContact(tx, userId);
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

/**
 * To the people of the corporate a startup names as partner: confirm your part (who signs). An
 * action notification, done when the partner confirms; one per partner named.
 */
export async function mailConfirmRequest(tx: Db, publicUrl: string, app: GrantApplicationView) {
  if (!app.corporate) return;
  for (const person of await peopleOf(tx, [app.corporate.id])) {
    await queueMail(tx, {
      template: 'grant-form',
      to: person.email,
      data: {
        name: person.name,
        state: 'CONFIRM',
        ...common(app),
        link: appUrl(publicUrl, `${AREA.corporate}/grants/${app.id}`),
      },
      idempotencyKey: `grant:${app.id}:confirm:${app.corporate.id}`,
      task: TASKS.grantConfirm(app.id, app.corporate.id),
    });
  }
}

/**
 * To the startup's people: the programme sent the application back with a note. An action
 * notification, done when the startup submits again.
 */
export async function mailChangesRequested(
  tx: Db,
  publicUrl: string,
  app: GrantApplicationView,
  note: string,
) {
  for (const person of await peopleOf(tx, [app.startup.id])) {
    await queueMail(tx, {
      template: 'grant-form',
      to: person.email,
      data: {
        name: person.name,
        state: 'CHANGES',
        ...common(app),
        note,
        link: appUrl(publicUrl, `${AREA.startup}/grants/${app.id}`),
      },
      idempotencyKey: `grant:${app.id}:changes:${app.version}`,
      task: TASKS.grantChanges(app.id),
    });
  }
}

/**
 * To everyone concerned once every party has signed: the people of both parties, the
 * programme's ADMINs, and a signatory who is none of them (the link then opens the sign-in page).
 */
export async function mailAgreementSigned(tx: Db, publicUrl: string, app: GrantApplicationView) {
  const told = new Set<string>();
  const send = async (email: string, name: string | undefined, path: string) => {
    const to = email.toLowerCase();
    if (told.has(to)) return;
    told.add(to);
    await queueMail(tx, {
      template: 'grant-form',
      to,
      data: { name, state: 'SIGNED', ...common(app), link: appUrl(publicUrl, path) },
      idempotencyKey: `grant:${app.id}:signed`,
    });
  };
  const ids = [app.startup.id, ...(app.corporate ? [app.corporate.id] : [])];
  for (const person of await peopleOf(tx, ids)) {
    const side = person.companyId === app.startup.id ? 'startup' : 'corporate';
    await send(person.email, person.name, `${AREA[side]}/grants/${app.id}/agreement`);
  }
  for (const admin of await reviewers(tx)) {
    await send(admin.email, admin.name, `/admin/grants/${app.id}/agreement`);
  }
  const signatories = [
    [app.startupSignatoryEmail, app.startupSignatoryName],
    [app.corporateSignatoryEmail, app.corporateSignatoryName],
  ] as const;
  for (const [email, name] of signatories) {
    if (email) await send(email, name ?? undefined, '/');
  }
}
