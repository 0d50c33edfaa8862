import type { TeamInviteInput } from '@matchday/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { plural } from '@matchday/shared';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createUser, findAccountByEmail } from '../accounts/accounts.service.ts';
import { companies, users } from '../accounts/accounts.tables.ts';
import { hashToken, newOpaqueToken } from '../auth/crypto.ts';
import { queueInvitationMail } from '../auth/invitations.service.ts';
import { countHits } from '../auth/login-throttle.service.ts';
import { TOKEN_LIFETIME_MS, type Subject } from '../auth/tokens.service.ts';
import { teamInvitations } from './team.tables.ts';

/**
 * Team invitations (docs/decisions/035). Inviting is the same work for every address — count the
 * company's hourly budget, write the invitation, queue the usual mail — and never looks at
 * accounts outside the inviter's own company, so its answer, its timing and the team list say
 * nothing about whether the address has an account anywhere.
 */

/** Invitations (first mails and re-sends) per company per hour. */
export const TEAM_INVITE_LIMIT = { limit: 20, windowSeconds: 3600 } as const;

export const ACCOUNT_EXISTS_FOR_INVITE =
  'An account with this e-mail address already exists. Sign in with it (or use Forgot password); this invitation cannot create a second one.';

export type Inviter = { id: string; companyId: string };

/**
 * Counts one invitation of the company, in the caller's transaction, before any work; past the
 * limit a TOO_MANY_REQUESTS naming the limit and when to try again.
 */
async function countInvitation(tx: Db, companyId: string) {
  const [row] = await countHits(tx, [`team-invite:${companyId}`], TEAM_INVITE_LIMIT.windowSeconds);
  if (row && row.count > TEAM_INVITE_LIMIT.limit) {
    const minutes = Math.max(1, Math.ceil(row.secondsLeft / 60));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Your company has sent ${TEAM_INVITE_LIMIT.limit} invitations in the last hour, the most allowed. Try again in ${plural(minutes, 'minute')}.`,
      { retryAfterSeconds: row.secondsLeft },
    );
  }
}

/**
 * Invites (or invites again) a person to the inviter's company, in the caller's transaction:
 * one open invitation per company and address, whose newest link is the only one that works.
 * A person already signed up in the inviter's own team is a CONFLICT naming `field` — the
 * inviter sees their team anyway; nothing else about the address is ever looked at.
 */
export async function inviteToTeam(
  ctx: { publicUrl: string },
  tx: Db,
  inviter: Inviter,
  invite: TeamInviteInput,
  field: string,
) {
  await countInvitation(tx, inviter.companyId);
  const email = invite.email.trim().toLowerCase();
  const [company] = await tx
    .select({
      name: companies.name,
      member: sql<boolean>`exists (select 1 from ${users} where ${users.companyId} = ${companies.id} and lower(${users.email}) = ${email} and ${users.passwordHash} is not null)`,
      inviterName: sql<
        string | null
      >`(select ${users.name} from ${users} where ${users.id} = ${inviter.id})`,
    })
    .from(companies)
    .where(eq(companies.id, inviter.companyId));
  if (!company) throw new AppError('NOT_FOUND', 'No such company');
  if (company.member) {
    const message = 'This person is already in your team';
    throw new AppError('CONFLICT', message, { fields: [{ field, message }] });
  }
  const token = newOpaqueToken();
  const now = new Date();
  const values = {
    name: invite.name,
    title: invite.title ?? null,
    invitedBy: inviter.id,
    tokenHash: hashToken(token),
    sentAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.invite),
  };
  const [row] = await tx
    .insert(teamInvitations)
    .values({ companyId: inviter.companyId, email, ...values })
    .onConflictDoUpdate({
      target: [teamInvitations.companyId, teamInvitations.email],
      set: values,
    })
    .returning({ id: teamInvitations.id });
  await queueInvitationMail(ctx, tx, {
    to: email,
    name: invite.name,
    token,
    idempotencyKey: `team-invitation:${row!.id}:${now.getTime()}`,
    mail: {
      template: 'invitation',
      companyName: company.name,
      inviterName: company.inviterName ?? undefined,
    },
  });
}

/** A company's open invitations (expired ones too, to send again or withdraw), by name. */
export async function openInvitationsOf(db: Db, companyId: string) {
  return db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      name: teamInvitations.name,
      title: teamInvitations.title,
      sentAt: teamInvitations.sentAt,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .where(eq(teamInvitations.companyId, companyId))
    .orderBy(asc(sql`lower(${teamInvitations.name})`), asc(teamInvitations.email));
}

/** Withdraws an open invitation of the company (its link stops working); false if none. */
export async function withdrawInvitation(db: Db, companyId: string, id: string) {
  const rows = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.companyId, companyId)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** The address of the open team invitation this link belongs to, spending nothing; else null. */
export async function peekTeamInvitation(db: Db, token: string) {
  const [invitation] = await db
    .select({ email: teamInvitations.email })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.tokenHash, hashToken(token)),
        gt(teamInvitations.expiresAt, new Date()),
      ),
    );
  return invitation ?? null;
}

/**
 * Spends a team invitation's link (POST /api/auth/acceptinvite), in the caller's transaction:
 * one conditional DELETE, so of two concurrent uses one wins. The invited person becomes a
 * member of the inviting company — a new user, or the company's own still-pending user of that
 * address (made by an invitation before decision 035). When the address already has an account
 * of its own (the person signed up by themselves, or belongs elsewhere) nothing is created or
 * moved: a CONFLICT tells the link's holder — who owns the address — to sign in, and the caller's
 * rollback leaves the invitation as it was. Null when the token is no open invitation's.
 */
export async function acceptTeamInvitation(tx: Db, token: string): Promise<Subject | null> {
  const now = new Date();
  const [invitation] = await tx
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.tokenHash, hashToken(token)), gt(teamInvitations.expiresAt, now)))
    .returning();
  if (!invitation) return null;
  const [company] = await tx
    .select({
      type: companies.type,
      country: companies.country,
      onboardedAt: companies.onboardedAt,
    })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  if (!company) return null;
  let userId: string;
  const existing = await findAccountByEmail(tx, 'user', invitation.email);
  if (existing) {
    const [row] = await tx
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, existing.id));
    if (row?.companyId !== invitation.companyId || existing.passwordHash !== null) {
      throw new AppError('CONFLICT', ACCOUNT_EXISTS_FOR_INVITE);
    }
    userId = existing.id;
  } else {
    userId = (
      await createUser(tx, {
        companyId: invitation.companyId,
        type: company.type,
        email: invitation.email,
        name: invitation.name,
        country: company.country,
        onboarded: company.onboardedAt !== null,
      }).catch((error: unknown) => {
        // Two invitations of one address accepted at once: the unique index decides.
        if (error instanceof AppError && error.code === 'CONFLICT') {
          throw new AppError('CONFLICT', ACCOUNT_EXISTS_FOR_INVITE);
        }
        throw error;
      })
    ).id;
    if (invitation.title) {
      await tx.update(users).set({ title: invitation.title }).where(eq(users.id, userId));
    }
  }
  return { kind: 'user', id: userId };
}
