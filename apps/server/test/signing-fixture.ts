/**
 * An approved grant application for the signing tests: a startup and a corporate with grants
 * access (one user each), an ADMIN, and the application row as the grants room leaves it after
 * approval (submitted, confirmed by the partner, decided). The row is written directly: the
 * signing room's tests start where the grants workflow ends.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies } from '../src/modules/accounts/accounts.tables.ts';
import { grantApplications } from '../src/modules/grants/grants.tables.ts';
import type { Db } from '../src/platform/db.ts';
import type { Actor } from '../src/platform/actor.ts';
import { createTestAdmin, createTestUser } from './factories.ts';

export type SigningFixture = Awaited<ReturnType<typeof signingFixture>>;

export async function signingFixture(db: Db, tag = randomUUID().slice(0, 8)) {
  const startup = await createTestUser(db, {
    type: 'startup',
    email: `founder-${tag}@startup.test`,
  });
  const corp = await createTestUser(db, { type: 'corp', email: `lead-${tag}@corp.test` });
  const outsider = await createTestUser(db, { type: 'corp', email: `other-${tag}@corp.test` });
  for (const id of [startup.companyId, corp.companyId, outsider.companyId]) {
    await db.update(companies).set({ hasAccessInnovationGrants: true }).where(eq(companies.id, id));
  }
  const admin = await createTestAdmin(db, { email: `programme-${tag}@matchday.test` });
  const actors = {
    admin: {
      kind: 'admin',
      id: admin.id,
      adminType: 'ADMIN',
      incubator: null,
      hosting: [],
      accountFilter: [],
    } as Actor,
    startup: {
      kind: 'user',
      id: startup.id,
      type: 'startup',
      companyId: startup.companyId,
    } as Actor,
    corp: { kind: 'user', id: corp.id, type: 'corp', companyId: corp.companyId } as Actor,
    outsider: {
      kind: 'user',
      id: outsider.id,
      type: 'corp',
      companyId: outsider.companyId,
    } as Actor,
  };
  /** `into`: the database to write to when the test reopened it (kill tests). */
  async function approvedApplication(title = 'Autonomous harbour ferry pilot', into: Db = db) {
    const decidedAt = new Date('2026-11-20T09:30:00.000Z');
    const [row] = await into
      .insert(grantApplications)
      .values({
        startupId: startup.companyId,
        corporateId: corp.companyId,
        status: 'APPROVED',
        title,
        summary: 'A six-month pilot of an electric autonomous ferry between two quays.',
        plan: 'Month 1: route survey.\nMonths 2-5: trial runs with passengers.\nMonth 6: report.',
        budgetTotal: 450_000,
        budgetLines: [
          { label: 'Engineering', amount: 300_000 },
          { label: 'Sensors and hardware', amount: 150_000 },
        ],
        timelineMonths: 6,
        startupSignatoryName: 'Ada Founder',
        startupSignatoryEmail: `ada-${tag}@startup.test`,
        corporateSignatoryName: 'Bo Partner',
        corporateSignatoryEmail: `bo-${tag}@corp.test`,
        corporateConfirmedAt: decidedAt,
        submittedAt: decidedAt,
        decidedAt,
        decidedBy: admin.id,
      })
      .returning();
    return row!;
  }
  return { startup, corp, outsider, admin, actors, approvedApplication, tag };
}
