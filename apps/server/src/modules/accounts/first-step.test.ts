import { CURRENT_TERMS_VERSION, safeNextPath } from '@matchday/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startupActor } from '../../../test/actors.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { myHome } from '../home/home.service.ts';
import { createCompany, createUser } from './accounts.service.ts';
import { users } from './accounts.tables.ts';
import { completeFirstStep, firstStepMissing } from './first-step.service.ts';

/**
 * The first step of a person arriving through a mailed link before onboarding, on the real
 * database: name and terms are the minimum, the link's target is honoured only as a path of the
 * own area, and the skipped company profile stays on the home page as a pending action.
 */
let t: TestApp;
let actor: ReturnType<typeof startupActor>;
const db = () => t.database.db;
const TARGET = '/startup/events/6b1f2c1e-0000-4000-8000-000000000001/selections';

beforeAll(async () => {
  t = await testApp();
  const company = await createCompany(db(), {
    type: 'startup',
    name: 'Imported Buoys AB',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  const person = await createUser(db(), {
    companyId: company.id,
    type: 'startup',
    email: 'ines@first-step.test',
    name: 'Ines Imported',
  });
  actor = startupActor(company.id, person.id);
});
afterAll(() => t.close());

const row = async () => (await db().select().from(users).where(eq(users.id, actor!.id)))[0]!;

describe('the first step before onboarding', () => {
  it('is the name and the current terms, nothing of the company profile', async () => {
    expect(firstStepMissing(await row())).toEqual(['terms']);
    expect(firstStepMissing({ name: '  ', acceptedTermsVersion: null })).toEqual(['name', 'terms']);
    expect(firstStepMissing({ name: 'Ines', acceptedTermsVersion: CURRENT_TERMS_VERSION })).toEqual(
      [],
    );
  });

  it('refuses an empty name and old terms, naming the problem, and saves nothing', async () => {
    await expect(
      completeFirstStep(db(), actor, { name: '  ', termsVersion: CURRENT_TERMS_VERSION }),
    ).rejects.toThrow('Enter your name');
    await expect(
      completeFirstStep(db(), actor, { name: 'Ines', termsVersion: '2019' }),
    ).rejects.toThrow('Accept the current terms to continue');
    expect((await row()).acceptedTermsVersion).toBeNull();
  });

  it('saves name and terms and answers the link’s target; the person is not onboarded yet', async () => {
    const answer = await completeFirstStep(db(), actor, {
      name: ' Ines Ilves ',
      termsVersion: CURRENT_TERMS_VERSION,
      next: TARGET,
    });
    expect(answer.next).toBe(TARGET);
    const saved = await row();
    expect(saved.name).toBe('Ines Ilves');
    expect(saved.acceptedTermsVersion).toBe(CURRENT_TERMS_VERSION);
    expect(saved.onboarded).toBe(false);
    expect(firstStepMissing(saved)).toEqual([]);
  });

  it('never sends anyone off the site or into another area: such targets become the home', async () => {
    for (const next of [
      'https://evil.example/startup',
      '//evil.example/startup/events',
      '/\\evil.example',
      'javascript:alert(1)',
      'startup/events',
      '/admin/people',
      '/corporate/events',
      null,
    ]) {
      const answer = await completeFirstStep(db(), actor, {
        name: 'Ines Ilves',
        termsVersion: CURRENT_TERMS_VERSION,
        next,
      });
      expect(answer.next, String(next)).toBe('/startup');
    }
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('/startup\n/x')).toBeNull();
    expect(safeNextPath(TARGET)).toBe(TARGET);
  });

  it('leaves the company profile as a pending action on the home page', async () => {
    const home = await myHome(db(), actor);
    const finish = home.pendingActions.find((a) => a.kind === 'FINISH_PROFILE');
    expect(finish?.path).toBe('/startup/onboarding');
    expect(finish?.items.length).toBeGreaterThan(0);
  });
});
