import {
  corporateProfileInput,
  missingProfileFields,
  NOT_IN_INCUBATOR,
  ONBOARDING_STEPS,
  onboardingStepInputs,
  STARTUP_REQUIRED_FIELDS,
  type OnboardingStep,
} from '@matchday/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { companyActor, type CompanyActor } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertAttachable } from '../uploads/uploads.service.ts';
import { companies, users } from '../accounts/accounts.tables.ts';
import {
  findCompanyView,
  findCompanyViewById,
  type CompanyRow,
  type CompanyView,
} from '../accounts/company-view.ts';
import { incubatorColumns } from './profile-patch.ts';
import { profileReadWhere, profileUpdateWhere } from '../accounts/company-reach.policy.ts';
import { inviteTeamMembers, type TeamContext } from '../team/team.service.ts';

/** A signed-in startup or corp person of a company (else 401/403). */
export function companyMember(actor: Actor, type?: 'startup' | 'corp'): CompanyActor {
  const message = `Only ${type ?? 'startup or corp'} users have a company profile`;
  const member = companyActor(actor, message);
  if (type && member.type !== type) throw new AppError('FORBIDDEN', message);
  return member;
}

/** The caller's own company, full profile (myCompany). */
export async function getMyCompany(db: Db, actor: Actor): Promise<CompanyView> {
  const member = companyMember(actor);
  const company = await findCompanyViewById(db, member.companyId);
  if (!company) throw new AppError('NOT_FOUND', 'No such company');
  return company;
}

/** A profile as others see it (companyProfile): outside the reader's reach it is not found. */
export async function getCompanyProfile(db: Db, actor: Actor, id: string): Promise<CompanyView> {
  const parsed = z.uuid().safeParse(id);
  const company = parsed.success
    ? await findCompanyView(db, parsed.data, profileReadWhere(actor))
    : null;
  if (!company) throw new AppError('NOT_FOUND', 'No such company');
  return company;
}

const stepName = z.enum(ONBOARDING_STEPS, 'Unknown onboarding step');

/** The step after `step` (the last step stays last). */
function nextStep(step: OnboardingStep): OnboardingStep {
  const i = ONBOARDING_STEPS.indexOf(step);
  return ONBOARDING_STEPS[Math.min(i + 1, ONBOARDING_STEPS.length - 1)]!;
}

/**
 * Saves one step of the startup wizard (its input checked by the step's schema) and moves the
 * company's resume point to the next step. Coming back later, `myCompany.onboardingStep` says
 * where to continue, and the saved fields fill the forms.
 */
export async function saveOnboardingStep(
  ctx: TeamContext,
  actor: Actor,
  step: unknown,
  input: unknown,
): Promise<CompanyView> {
  const member = companyMember(actor, 'startup');
  const name = parseInput(stepName, step);
  const patch = await stepPatch(ctx, member, name, input);
  await ctx.db.transaction(async (tx) => {
    if (name === 'TEAM') await inviteTeamMembers({ ...ctx, db: tx }, member, input);
    const updated = await tx
      .update(companies)
      .set({
        ...patch,
        onboardingStep: nextStep(name),
        onboardingSteps: sql`array(select distinct unnest(array_append(${companies.onboardingSteps}, ${name}::text)))`,
        updatedAt: new Date(),
      })
      .where(and(eq(companies.id, member.companyId), profileUpdateWhere(member)))
      .returning({ id: companies.id });
    if (!updated.length) throw new AppError('NOT_FOUND', 'No such company');
  });
  return getMyCompany(ctx.db, member);
}

async function stepPatch(
  ctx: TeamContext,
  member: CompanyActor,
  step: OnboardingStep,
  input: unknown,
): Promise<Partial<CompanyRow>> {
  switch (step) {
    case 'BASICS': {
      const v = parseInput(onboardingStepInputs.BASICS, input);
      return {
        name: v.name,
        organisationNumber: v.organisationNumber ?? null,
        website: v.website ?? null,
        country: v.country,
        city: v.city,
        foundedYear: v.foundedYear ?? null,
        sizeBand: v.sizeBand,
      };
    }
    case 'BUSINESS': {
      const v = parseInput(onboardingStepInputs.BUSINESS, input);
      return { ...v };
    }
    case 'INCUBATOR':
      return incubatorColumns(parseInput(onboardingStepInputs.INCUBATOR, input));
    case 'MARKETS':
      return {
        interestedCountries: parseInput(onboardingStepInputs.MARKETS, input).interestedCountries,
      };
    case 'PITCH': {
      const v = parseInput(onboardingStepInputs.PITCH, input);
      return { pitchShort: v.pitchShort, pitchLong: v.pitchLong ?? null };
    }
    case 'MEDIA': {
      const v = parseInput(onboardingStepInputs.MEDIA, input);
      const companyId = member.companyId;
      if (v.logoFileId)
        await assertAttachable(ctx.db, {
          fileId: v.logoFileId,
          purpose: 'logo',
          field: 'logoFileId',
          companyId,
        });
      if (v.deckFileId)
        await assertAttachable(ctx.db, {
          fileId: v.deckFileId,
          purpose: 'deck',
          field: 'deckFileId',
          companyId,
        });
      return { logoFileId: v.logoFileId ?? null, deckFileId: v.deckFileId ?? null };
    }
    case 'TEAM':
      parseInput(onboardingStepInputs.TEAM, input);
      return {};
  }
}

/** Required fields still missing from a startup profile (incubator too when in or alumni). */
export function missingFieldsOf(company: CompanyRow): string[] {
  const missing = missingProfileFields(company as unknown as Record<string, unknown>);
  if (
    company.incubatorStatus &&
    company.incubatorStatus !== NOT_IN_INCUBATOR &&
    !company.incubator
  ) {
    missing.push('incubator');
  }
  return missing;
}

/**
 * Finishes the wizard: with every required field present the person counts as onboarded (and
 * the company too, so colleagues invited later skip the wizard); otherwise a 400 naming each
 * missing field and the step that asks for it.
 */
export async function completeOnboarding(db: Db, actor: Actor) {
  const member = companyMember(actor, 'startup');
  const company = await getMyCompany(db, member);
  const missing = missingFieldsOf(company);
  if (missing.length) {
    const stepOf = (f: string) =>
      STARTUP_REQUIRED_FIELDS.find((r) => r.field === f)?.step ?? 'INCUBATOR';
    const fields = missing.map((field) => ({ field, message: `Required (step ${stepOf(field)})` }));
    throw new AppError(
      'BAD_REQUEST',
      `Onboarding is not complete; missing: ${missing.join(', ')}`,
      {
        fields,
      },
    );
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ onboarded: true, updatedAt: now }).where(eq(users.id, member.id));
    await tx
      .update(companies)
      .set({ onboardedAt: sql`coalesce(${companies.onboardedAt}, ${now})` })
      .where(eq(companies.id, member.companyId));
  });
  return { onboarded: true, company: await getMyCompany(db, member) };
}

/** The corporate profile form; saving it also marks the corp person onboarded. */
export async function updateCorporateProfile(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<CompanyView> {
  const member = companyMember(actor, 'corp');
  const v = parseInput(corporateProfileInput, input);
  if (v.logoFileId) {
    await assertAttachable(db, {
      fileId: v.logoFileId,
      purpose: 'logo',
      field: 'logoFileId',
      companyId: member.companyId,
    });
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(companies)
      .set({
        name: v.name,
        organisationNumber: v.organisationNumber ?? null,
        website: v.website ?? null,
        country: v.country,
        city: v.city ?? null,
        foundedYear: v.foundedYear ?? null,
        sizeBand: v.sizeBand ?? null,
        sector: v.sector ?? null,
        publicBody: v.publicBody,
        description: v.description ?? null,
        industries: v.industries,
        logoFileId: v.logoFileId ?? null,
        onboardedAt: sql`coalesce(${companies.onboardedAt}, ${now})`,
        updatedAt: now,
      })
      .where(and(eq(companies.id, member.companyId), profileUpdateWhere(member)))
      .returning({ id: companies.id });
    if (!updated.length) throw new AppError('NOT_FOUND', 'No such company');
    await tx.update(users).set({ onboarded: true, updatedAt: now }).where(eq(users.id, member.id));
  });
  return getMyCompany(db, member);
}

/** The company of the user with this e-mail (seeding, tooling), or null. */
export async function companyIdOfUser(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row?.companyId ?? null;
}
