import { teamInviteInput, teamStepInput, type TeamInviteInput } from '@matchday/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor, UserActor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { sendInvitation } from '../auth/invitations.service.ts';
import { createUser, findAccountByEmail } from '../accounts/accounts.service.ts';
import { companies, users } from '../accounts/accounts.tables.ts';
import { teamOf, type TeamMember } from '../accounts/company-view.ts';

/** What team verbs need: the database and the base of links in invitation mails. */
export type TeamContext = { db: Db; publicUrl: string };

type Member = UserActor & { companyId: string };

function member(actor: Actor): Member {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in first');
  if (actor.kind !== 'user' || !actor.companyId) {
    throw new AppError('FORBIDDEN', 'Only startup and corp users have a team');
  }
  return actor as Member;
}

async function companyOf(db: Db, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('NOT_FOUND', 'No such company');
  return company;
}

/** The people of the caller's company. */
export async function listTeam(db: Db, actor: Actor): Promise<TeamMember[]> {
  const me = member(actor);
  return teamOf(db, await companyOf(db, me.companyId));
}

/**
 * Invites a colleague by e-mail: a new person of the caller's company (same type) who gets the
 * identity module's invitation link (/token/invite/<token>) to set a password. Inviting a
 * still-pending colleague again sends a fresh link; an address in use elsewhere is a 409.
 */
export async function inviteTeamMember(ctx: TeamContext, actor: Actor, input: unknown) {
  const me = member(actor);
  const invite = parseInput(teamInviteInput, input);
  await ctx.db.transaction((tx) => invite1({ ...ctx, db: tx }, me, invite, 'email'));
  return listTeam(ctx.db, me);
}

/** Onboarding's TEAM step: every invitation, all or none. */
export async function inviteTeamMembers(ctx: TeamContext, actor: Actor, input: unknown) {
  const me = member(actor);
  const { invites } = parseInput(teamStepInput, input);
  for (const [i, invite] of invites.entries()) {
    await invite1(ctx, me, invite, `invites.${i}.email`);
  }
}

async function invite1(ctx: TeamContext, me: Member, invite: TeamInviteInput, field: string) {
  const company = await companyOf(ctx.db, me.companyId);
  const [inviter] = await ctx.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, me.id));
  const existing = await findAccountByEmail(ctx.db, 'user', invite.email);
  let id: string;
  if (existing) {
    const [row] = await ctx.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, existing.id));
    if (row?.companyId !== me.companyId || existing.passwordHash !== null) {
      const message = 'An account with this e-mail address already exists';
      throw new AppError('CONFLICT', message, { fields: [{ field, message }] });
    }
    id = existing.id;
  } else {
    id = (
      await createUser(ctx.db, {
        companyId: me.companyId,
        type: me.type,
        email: invite.email,
        name: invite.name,
        country: company.country,
        onboarded: company.onboardedAt !== null,
      })
    ).id;
    if (invite.title)
      await ctx.db.update(users).set({ title: invite.title }).where(eq(users.id, id));
  }
  await sendInvitation(
    ctx,
    ctx.db,
    { kind: 'user', id, email: invite.email, name: invite.name },
    { template: 'invitation', companyName: company.name, inviterName: inviter?.name },
  );
}

/** The contact person other organisations see: one member of the company. */
export async function setContactPerson(db: Db, actor: Actor, userId: unknown) {
  const me = member(actor);
  const id = parseInput(z.uuid('Unknown team member'), userId);
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, me.companyId)));
  if (!target) throw new AppError('NOT_FOUND', 'No such team member');
  await db
    .update(companies)
    .set({ contactUserId: id, updatedAt: new Date() })
    .where(eq(companies.id, me.companyId));
  return listTeam(db, me);
}

/**
 * Who a member may remove: someone else of their own company (never themselves — that is
 * deleteMyAccount — and never the last member). Others' people are not found.
 */
export async function assertRemovableMember(
  db: Db,
  actor: Actor,
  userId: unknown,
): Promise<string> {
  const me = member(actor);
  const id = parseInput(z.uuid('Unknown team member'), userId);
  if (id === me.id) {
    throw new AppError('BAD_REQUEST', 'You cannot remove yourself; delete your account instead', {
      fields: [{ field: 'userId', message: 'You cannot remove yourself' }],
    });
  }
  const [row] = await db
    .select({
      id: users.id,
      members: sql<number>`(select count(*)::int from ${users} u2 where u2.company_id = ${users.companyId})`,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, me.companyId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such team member');
  if (row.members <= 1)
    throw new AppError('CONFLICT', 'The last member of a company cannot be removed');
  return id;
}
