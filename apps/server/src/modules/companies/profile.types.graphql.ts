import { ONBOARDING_STEPS, placeName, STARTUP_STAGES } from '@matchday/shared';
import { builder, type GraphName } from '../../graphql/builder.ts';
import { signedIn } from '../../graphql/scopes.ts';
import { ActivityStatusEnum, UserTypeEnum } from '../accounts/accounts.graphql.ts';
import DataLoader from 'dataloader';
import type { GraphContext } from '../../graphql/context.ts';
import {
  badgesOf,
  teamsOf,
  type BadgeView,
  type CompanyView,
  type TeamMember,
} from '../accounts/company-view.ts';
import { TeamMemberRef } from '../team/team.types.graphql.ts';
import { missingFieldsOf } from './profiles.service.ts';

/** GraphQL types of company profiles, shared by the profile, team and console fields. */

export const PROFILE_GRAPHS: GraphName[] = ['startup', 'corp', 'admin'];
/** Signed-in people and admins; each query narrows further by its own policy. */
const opts = { authScopes: signedIn };
const maybe = { authScopes: signedIn, nullable: true } as const;

export const OnboardingStepEnum = builder.enumType('OnboardingStep', {
  subGraphs: PROFILE_GRAPHS,
  values: ONBOARDING_STEPS,
});

export const StartupStageEnum = builder.enumType('StartupStage', {
  subGraphs: PROFILE_GRAPHS,
  values: STARTUP_STAGES,
});

/** Per request: the badges of every company of a list in one statement, only when asked. */
const badgeLoaders = new WeakMap<GraphContext, DataLoader<string, BadgeView[]>>();
function badgesLoader(ctx: GraphContext) {
  let loader = badgeLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const byCompany = await badgesOf(ctx.db, ids);
      return ids.map((id) => byCompany.get(id) ?? []);
    });
    badgeLoaders.set(ctx, loader);
  }
  return loader;
}

/** Per request: the teams of every company of a list in one statement, not one per company. */
type TeamOwner = Pick<CompanyView, 'id' | 'contactUserId'>;
const teamLoaders = new WeakMap<GraphContext, DataLoader<TeamOwner, TeamMember[], string>>();
function teamOf(ctx: GraphContext, company: TeamOwner) {
  let loader = teamLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(
      async (owners: readonly TeamOwner[]) => {
        const byCompany = await teamsOf(ctx.db, owners);
        return owners.map((o) => byCompany.get(o.id) ?? []);
      },
      { cacheKeyFn: (o) => o.id },
    );
    teamLoaders.set(ctx, loader);
  }
  return loader.load(company);
}

export const BadgeRef = builder.objectRef<BadgeView>('Badge').implement({
  subGraphs: PROFILE_GRAPHS,
  fields: (t) => ({
    id: t.exposeID('id', opts),
    name: t.exposeString('name', opts),
    description: t.exposeString('description', maybe),
  }),
});

export const CompanyRef = builder.objectRef<CompanyView>('Company').implement({
  subGraphs: PROFILE_GRAPHS,
  description:
    'A company with its whole profile: the own company (myCompany) or one of the admin console.',
  fields: (t) => ({
    id: t.exposeID('id', opts),
    type: t.expose('type', { ...opts, type: UserTypeEnum }),
    name: t.exposeString('name', opts),
    organisationNumber: t.exposeString('organisationNumber', maybe),
    website: t.exposeString('website', maybe),
    country: t.exposeString('country', { ...opts, description: 'ISO 3166-1 alpha-2 code.' }),
    countryName: t.string({ ...maybe, resolve: (c) => placeName(c.country) }),
    city: t.exposeString('city', maybe),
    foundedYear: t.exposeInt('foundedYear', maybe),
    sizeBand: t.exposeString('sizeBand', {
      ...maybe,
      description: '1-9, 10-49, 50-249, 250-999 or 1000+.',
    }),
    description: t.exposeString('description', maybe),
    industries: t.exposeStringList('industries', opts),
    technologies: t.exposeStringList('technologies', opts),
    stage: t.expose('stage', { ...maybe, type: StartupStageEnum }),
    incubator: t.exposeString('incubator', {
      ...maybe,
      description: 'Identifier of the incubator (e.g. STING), OTHER, or null.',
    }),
    incubatorName: t.exposeString('incubatorName', {
      ...maybe,
      description: 'Display name of the incubator (the free text for Other).',
    }),
    incubatorStatus: t.exposeString('incubatorStatus', {
      ...maybe,
      description: 'In an incubator | Alumni from an incubator | Not in an incubator.',
    }),
    incubatorOther: t.exposeString('incubatorOther', maybe),
    interestedCountries: t.exposeStringList('interestedCountries', {
      ...opts,
      description: 'Regions (EUROPE, ASIA, …) and ISO country codes.',
    }),
    pitchShort: t.exposeString('pitchShort', { ...maybe, description: 'The one-line pitch.' }),
    pitchLong: t.exposeString('pitchLong', maybe),
    logoFileId: t.exposeID('logoFileId', maybe),
    logoUrl: t.string({
      ...maybe,
      description: 'Signed URL of the logo, valid for at least an hour.',
      resolve: (c, _a, ctx) => (c.logoFileId ? ctx.fileUrls.url(c.logoFileId) : null),
    }),
    logoThumbnailUrl: t.string({
      ...maybe,
      resolve: (c, _a, ctx) => (c.logoFileId ? ctx.fileUrls.url(c.logoFileId, 'thumb') : null),
    }),
    deckFileId: t.exposeID('deckFileId', maybe),
    deckUrl: t.string({
      ...maybe,
      description: 'Signed URL of the pitch deck (PDF).',
      resolve: (c, _a, ctx) => (c.deckFileId ? ctx.fileUrls.url(c.deckFileId) : null),
    }),
    sector: t.exposeString('sector', maybe),
    publicBody: t.exposeBoolean('publicBody', opts),
    activityStatus: t.expose('activityStatus', { ...opts, type: ActivityStatusEnum }),
    hasAccessInnovationGrants: t.exposeBoolean('hasAccessInnovationGrants', opts),
    badges: t.field({
      ...opts,
      type: [BadgeRef],
      resolve: (c, _a, ctx) => badgesLoader(ctx).load(c.id),
    }),
    team: t.field({
      ...opts,
      type: [TeamMemberRef],
      description: 'The people of the company (one query per company: ask on single companies).',
      resolve: (c, _a, ctx) => teamOf(ctx, c),
    }),
    contactPerson: t.field({
      ...maybe,
      type: TeamMemberRef,
      resolve: async (c, _a, ctx) => (await teamOf(ctx, c)).find((m) => m.isContactPerson) ?? null,
    }),
    onboardingStep: t.expose('onboardingStep', {
      ...maybe,
      type: OnboardingStepEnum,
      description: 'Where the wizard resumes (the step after the last one saved).',
    }),
    onboardingSteps: t.field({
      ...opts,
      type: [OnboardingStepEnum],
      description: 'Steps saved so far.',
      resolve: (c) => c.onboardingSteps,
    }),
    missingFields: t.stringList({
      ...opts,
      description: 'Required profile fields still empty (completeOnboarding refuses until none).',
      resolve: (c) => (c.type === 'startup' ? missingFieldsOf(c) : []),
    }),
    onboarded: t.boolean({
      ...opts,
      description: 'Whether someone of the company has completed onboarding.',
      resolve: (c) => c.onboardedAt !== null,
    }),
    createdAt: t.expose('createdAt', { ...opts, type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { ...opts, type: 'DateTime' }),
  }),
});

type PublicMember = { name: string; title: string | null; email: string };

const ProfilePersonRef = builder.objectRef<PublicMember>('ProfilePerson').implement({
  subGraphs: PROFILE_GRAPHS,
  description: 'A person on a public profile.',
  fields: (t) => ({
    name: t.exposeString('name', opts),
    title: t.exposeString('title', maybe),
    email: t.string({
      ...maybe,
      description: 'Shown for the contact person only.',
      resolve: (p) => p.email || null,
    }),
  }),
});

/** The profile page others see (companyProfile). */
export const CompanyProfileRef = builder.objectRef<CompanyView>('CompanyProfile').implement({
  subGraphs: PROFILE_GRAPHS,
  description: 'A company profile as other organisations and admins see it.',
  fields: (t) => ({
    id: t.exposeID('id', opts),
    type: t.expose('type', { ...opts, type: UserTypeEnum }),
    name: t.exposeString('name', opts),
    logoUrl: t.string({
      ...maybe,
      resolve: (c, _a, ctx) => (c.logoFileId ? ctx.fileUrls.url(c.logoFileId) : null),
    }),
    logoThumbnailUrl: t.string({
      ...maybe,
      resolve: (c, _a, ctx) => (c.logoFileId ? ctx.fileUrls.url(c.logoFileId, 'thumb') : null),
    }),
    pitchShort: t.exposeString('pitchShort', { ...maybe, description: 'The one-line pitch.' }),
    pitchLong: t.exposeString('pitchLong', maybe),
    stage: t.expose('stage', { ...maybe, type: StartupStageEnum }),
    industries: t.exposeStringList('industries', opts),
    technologies: t.exposeStringList('technologies', opts),
    country: t.exposeString('country', opts),
    countryName: t.string({ ...maybe, resolve: (c) => placeName(c.country) }),
    city: t.exposeString('city', maybe),
    website: t.exposeString('website', maybe),
    description: t.exposeString('description', maybe),
    foundedYear: t.exposeInt('foundedYear', maybe),
    sizeBand: t.exposeString('sizeBand', maybe),
    incubatorName: t.exposeString('incubatorName', maybe),
    incubatorStatus: t.exposeString('incubatorStatus', maybe),
    interestedCountries: t.exposeStringList('interestedCountries', {
      ...opts,
      description:
        'Where the company wants to grow: regions (EUROPE, ASIA, …) and ISO country codes.',
    }),
    sector: t.exposeString('sector', maybe),
    publicBody: t.exposeBoolean('publicBody', opts),
    badges: t.field({
      ...opts,
      type: [BadgeRef],
      resolve: (c, _a, ctx) => badgesLoader(ctx).load(c.id),
    }),
    deckUrl: t.string({
      ...maybe,
      description: 'Signed link to the pitch deck (PDF).',
      resolve: (c, _a, ctx) => (c.deckFileId ? ctx.fileUrls.url(c.deckFileId) : null),
    }),
    contactPerson: t.field({
      ...maybe,
      type: ProfilePersonRef,
      resolve: async (c, _a, ctx) => {
        const contact = (await teamOf(ctx, c)).find((m) => m.isContactPerson && !m.pending);
        return contact ? { name: contact.name, title: contact.title, email: contact.email } : null;
      },
    }),
    team: t.field({
      ...opts,
      type: [ProfilePersonRef],
      description: 'Members who have joined (names and titles).',
      resolve: async (c, _a, ctx) =>
        (await teamOf(ctx, c))
          .filter((m) => !m.pending)
          .map((m) => ({ name: m.name, title: m.title, email: '' })),
    }),
  }),
});
