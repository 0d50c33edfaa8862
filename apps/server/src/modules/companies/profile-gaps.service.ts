import {
  CORPORATE_WANTED_FIELDS,
  missingCorporateFields,
  STARTUP_REQUIRED_FIELDS,
} from '@matchday/shared';
import type { Actor } from '../../platform/actor.ts';
import { companyIdOf } from '../../platform/authorize.ts';
import type { Db } from '../../platform/db.ts';
import { findCompanyViewById } from '../accounts/company-view.ts';
import { missingFieldsOf } from './profiles.service.ts';

/** What the own company profile still lacks, by label (the home page's "profile to finish"). */

const LABELS: Record<string, string> = {
  ...Object.fromEntries(STARTUP_REQUIRED_FIELDS.map((f) => [f.field, f.label])),
  ...Object.fromEntries(CORPORATE_WANTED_FIELDS.map((f) => [f.field, f.label])),
  incubator: 'Incubator',
};

/**
 * The own company's missing profile fields, labelled: a startup's required onboarding fields
 * (missingFieldsOf), a corporate's fields startups read before choosing (CORPORATE_WANTED_FIELDS).
 * Empty for anyone without a company.
 */
export async function profileGaps(db: Db, actor: Actor): Promise<string[]> {
  const companyId = companyIdOf(actor);
  if (!companyId) return [];
  const company = await findCompanyViewById(db, companyId);
  if (!company) return [];
  const missing =
    company.type === 'startup'
      ? missingFieldsOf(company)
      : missingCorporateFields(company as unknown as Record<string, unknown>);
  return missing.map((field) => LABELS[field] ?? field);
}
