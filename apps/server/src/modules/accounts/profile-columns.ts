import { sql } from 'drizzle-orm';
import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IncubatorStatus, OnboardingStep, SizeBand, StartupStage } from '@matchday/shared';

/**
 * Profile columns of `companies`. Startups use the pitch, stage, incubator status and
 * onboarding columns; corporates the sector and public-body flag. Logo and deck are ids of
 * uploaded files (uploads module; no foreign key across modules).
 */
export function companyProfileColumns() {
  return {
    organisationNumber: text('organisation_number'),
    website: text('website'),
    city: text('city'),
    foundedYear: integer('founded_year'),
    sizeBand: text('size_band').$type<SizeBand>(),
    description: text('description'),
    industries: text('industries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    technologies: text('technologies')
      .array()
      .notNull()
      .default(sql`'{}'`),
    stage: text('stage').$type<StartupStage>(),
    incubatorStatus: text('incubator_status').$type<IncubatorStatus>(),
    /** Name of an incubator not on the list (incubator = 'Other'). */
    incubatorOther: text('incubator_other'),
    pitchShort: text('pitch_short'),
    pitchLong: text('pitch_long'),
    logoFileId: uuid('logo_file_id'),
    deckFileId: uuid('deck_file_id'),
    sector: text('sector'),
    publicBody: boolean('public_body').notNull().default(false),
    /** The wizard step to show next (resume), and the steps saved so far. */
    onboardingStep: text('onboarding_step').$type<OnboardingStep>(),
    onboardingSteps: text('onboarding_steps')
      .$type<OnboardingStep>()
      .array()
      .notNull()
      .default(sql`'{}'`),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  };
}
