import { teamInviteInput, teamStepInput } from '@matchday/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { companies, users } from '../accounts/accounts.tables.ts';
import { teamOf, type TeamMember } from '../accounts/company-view.ts';
import { inviteToTeam, openInvitationsOf, withdrawInvitation } from './team-invitations.service.ts';
import { companyActor, type CompanyActor } from '../../platform/authorize.ts';

/** What team verbs need: the database and the base of links in invitation mails. */
export type TeamContext = { db: Db; publicUrl: string };

function member(actor: Actor): CompanyActor {
  return companyActor(actor, 'Only startup and corp users have a team');
}

async function companyOf(db: Db, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new AppError('NOT_FOUND', 'No such company');
  return company;
}

/**
 * The people of the caller's company (contact person first, then by name), then its open
 * invitations as the inviter typed them (docs/decisions/035) — nothing in them tells whether an
 * address has an account.
 */
export async function listTeam(db: Db, actor: Actor): Promise<TeamMember[]> {
  const me = member(actor);
  const members = await teamOf(db, await companyOf(db, me.companyId));
  const taken = new Set(members.map((m) => m.email.toLowerCase()));
  const invited: TeamMember[] = (await openInvitationsOf(db, me.companyId))
    // A pending user of this company made by an older invitation is listed once, as that user.
    .filter((i) => !taken.has(i.email))
    .map((i) => ({
      id: i.id,
      name: i.name,
      email: i.email,
      title: i.title,
      pending: true,
      isContactPerson: false,
      invitedAt: i.sentAt,
      invitationExpiresAt: i.expiresAt,
    }));
  return [...members, ...invited];
}

/**
 * Invites a colleague by e-mail (docs/decisions/035): an invitation of the caller's company with
 * a link (/token/invite/<token>) that creates the member when accepted. Every address gets the
 * same answer — registered anywhere or not — and inviting it again re-sends (a new link voids
 * the old). At most TEAM_INVITE_LIMIT invitations per company per hour.
 */
export async function inviteTeamMember(ctx: TeamContext, actor: Actor, input: unknown) {
  const me = member(actor);
  const invite = parseInput(teamInviteInput, input);
  await ctx.db.transaction((tx) => inviteToTeam(ctx, tx, me, invite, 'email'));
  return listTeam(ctx.db, me);
}

/** Onboarding's TEAM step: every invitation, all or none. */
export async function inviteTeamMembers(ctx: TeamContext, actor: Actor, input: unknown) {
  const me = member(actor);
  const { invites } = parseInput(teamStepInput, input);
  for (const [i, invite] of invites.entries()) {
    await inviteToTeam(ctx, ctx.db, me, invite, `invites.${i}.email`);
  }
}

/**
 * Withdraws an open invitation of the caller's company (removeTeamMember with an invitation's
 * id, as the team list shows it); false when the id is no such invitation.
 */
export async function withdrawTeamInvitation(db: Db, actor: Actor, id: unknown) {
  const me = member(actor);
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) return false;
  return withdrawInvitation(db, me.companyId, parsed.data);
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
