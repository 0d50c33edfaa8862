import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { graphql, mailsTo, signInAs, tokenOf } from '../../../test/http.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createCompany, createUser } from '../accounts/accounts.service.ts';

let t: TestApp;
const founder = { email: 'founder@fika.test', type: 'startup' };
const colleague = { email: 'colleague@fika.test', type: 'startup' };

beforeAll(async () => {
  t = await testApp();
  const company = await createCompany(t.database.db, {
    type: 'startup',
    name: 'Fika Robotics',
    country: 'SE',
    activityStatus: 'ACTIVE',
  });
  await createUser(t.database.db, {
    companyId: company.id,
    type: 'startup',
    email: founder.email,
    name: 'Frida Founder',
    passwordHash: await hashPassword(TEST_PASSWORD),
    verified: true,
  });
});
afterAll(() => t.close());

async function asFounder(query: string, variables: Record<string, unknown> = {}) {
  const c = await signInAs(t.app, founder);
  return (await graphql(t.app, '/api/startup', c.token.accessTokenHeader, query, variables)).json();
}

const SAVE = `mutation ($step: OnboardingStep!, $input: OnboardingInput!) {
  saveOnboardingStep(step: $step, input: $input) { onboardingStep onboardingSteps missingFields } }`;
const MINE = `{ myCompany { name country city website sizeBand incubator incubatorName incubatorStatus
  interestedCountries pitchShort onboardingStep onboardingSteps missingFields onboarded
  team { email pending isContactPerson } } }`;

const fieldsOf = (body: { errors?: { extensions?: { fields?: { field: string }[] } }[] }) =>
  body.errors?.[0]?.extensions?.fields?.map((f) => f.field);

describe('startup onboarding', () => {
  it('refuses a bad step with BAD_REQUEST naming each field', async () => {
    const res = await asFounder(SAVE, {
      step: 'BASICS',
      input: {
        basics: {
          name: 'x'.repeat(201),
          country: 'ZZ',
          city: 'Lund',
          sizeBand: '1-9',
          website: 'ftp://x',
        },
      },
    });
    expect(res.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(fieldsOf(res)).toEqual(['name', 'website', 'country']);
    const missing = await asFounder(SAVE, { step: 'PITCH', input: { basics: { name: 'A' } } });
    expect(fieldsOf(missing)).toEqual(['pitch']);
  });

  it('saves steps and resumes where the person left off, in a new session', async () => {
    const saved = await asFounder(SAVE, {
      step: 'BASICS',
      input: {
        basics: {
          name: 'Fika Robotics AB',
          country: 'se',
          city: 'Lund',
          sizeBand: '1-9',
          website: 'fika.test',
        },
      },
    });
    expect(saved.data.saveOnboardingStep).toMatchObject({
      onboardingStep: 'BUSINESS',
      onboardingSteps: ['BASICS'],
    });
    const again = await asFounder(MINE);
    expect(again.data.myCompany).toMatchObject({
      name: 'Fika Robotics AB',
      country: 'SE',
      city: 'Lund',
      website: 'https://fika.test',
      onboardingStep: 'BUSINESS',
      onboarded: false,
    });
    expect(again.data.myCompany.missingFields).toEqual([
      'description',
      'industries',
      'stage',
      'incubatorStatus',
      'pitchShort',
    ]);
  });

  it('refuses an unknown incubator and keeps Other with its name', async () => {
    const unknown = await asFounder(SAVE, {
      step: 'INCUBATOR',
      input: { incubator: { incubatorStatus: 'In an incubator', incubator: 'NOWHEREPARK' } },
    });
    expect(fieldsOf(unknown)).toEqual(['incubator']);
    await asFounder(SAVE, {
      step: 'INCUBATOR',
      input: {
        incubator: {
          incubatorStatus: 'In an incubator',
          incubator: 'Other',
          incubatorOther: 'Fika Lab',
        },
      },
    });
    const listed = await asFounder(MINE);
    expect(listed.data.myCompany).toMatchObject({ incubator: 'OTHER', incubatorName: 'Fika Lab' });
    await asFounder(SAVE, {
      step: 'INCUBATOR',
      input: {
        incubator: { incubatorStatus: 'In an incubator', incubator: 'Uppsala Innovation Centre' },
      },
    });
    expect((await asFounder(MINE)).data.myCompany).toMatchObject({
      incubator: 'UPPSALAINNOVATIONCENTRE',
      incubatorName: 'Uppsala Innovation Centre',
      incubatorStatus: 'In an incubator',
    });
  });

  it('completes only when the required fields are there, naming the missing ones', async () => {
    const early = await asFounder('mutation { completeOnboarding { onboarded } }');
    expect(early.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(fieldsOf(early)).toEqual(['description', 'industries', 'stage', 'pitchShort']);

    await asFounder(SAVE, {
      step: 'BUSINESS',
      input: {
        business: {
          description: 'We sort parcels.',
          industries: ['Logistics and transport'],
          stage: 'PILOT',
        },
      },
    });
    const markets = await asFounder(SAVE, {
      step: 'MARKETS',
      input: { markets: { interestedCountries: ['no', '', 'EUROPE', 'NO'] } },
    });
    expect(markets.errors).toBeUndefined();
    const badPitch = await asFounder(SAVE, {
      step: 'PITCH',
      input: { pitch: { pitchShort: 'x'.repeat(161) } },
    });
    expect(fieldsOf(badPitch)).toEqual(['pitchShort']);
    await asFounder(SAVE, {
      step: 'PITCH',
      input: { pitch: { pitchShort: 'Robots that sort parcels' } },
    });

    const done = await asFounder(
      'mutation { completeOnboarding { onboarded company { missingFields onboarded interestedCountries } } }',
    );
    expect(done.data.completeOnboarding).toEqual({
      onboarded: true,
      company: { missingFields: [], onboarded: true, interestedCountries: ['NO', 'EUROPE'] },
    });
    expect((await signInAs(t.app, founder)).user.onboarded).toBe(true);
  });

  it('invites a colleague from the TEAM step; the invitation link sets a password', async () => {
    const res = await asFounder(SAVE, {
      step: 'TEAM',
      input: {
        team: { invites: [{ email: colleague.email, name: 'Cole Colleague', title: 'CTO' }] },
      },
    });
    expect(res.errors).toBeUndefined();
    const [mail] = await mailsTo(t.database.db, colleague.email);
    expect(mail).toMatchObject({ template: 'invitation' });
    expect(mail!.data.link).toMatch(/^http:\/\/matchday\.test\/token\/invite\/.+/);
    const team = (await asFounder('{ myTeam { email name title pending } }')).data.myTeam;
    expect(team).toContainEqual({
      email: colleague.email,
      name: 'Cole Colleague',
      title: 'CTO',
      pending: true,
    });

    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/auth/acceptinvite',
      payload: { token: tokenOf(mail!.data.link), password: TEST_PASSWORD },
    });
    expect(accept.statusCode).toBe(200);
    const signedIn = await signInAs(t.app, colleague);
    expect(signedIn.user.type).toBe('startup');
  });

  it('sets the contact person, refuses removing oneself, removes a colleague', async () => {
    const team = (await asFounder('{ myTeam { id email } }')).data.myTeam as {
      id: string;
      email: string;
    }[];
    const me = team.find((m) => m.email === founder.email)!;
    const other = team.find((m) => m.email === colleague.email)!;
    const contact = await asFounder(
      'mutation ($id: ID!) { setContactPerson(userId: $id) { email isContactPerson } }',
      {
        id: other.id,
      },
    );
    expect(contact.data.setContactPerson[0]).toEqual({
      email: colleague.email,
      isContactPerson: true,
    });

    const self = await asFounder('mutation ($id: ID!) { removeTeamMember(userId: $id) { id } }', {
      id: me.id,
    });
    expect(self.errors[0].extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'userId' }],
    });

    const removed = await asFounder(
      'mutation ($id: ID!) { removeTeamMember(userId: $id) { email } }',
      { id: other.id },
    );
    expect(removed.data.removeTeamMember).toEqual([{ email: founder.email }]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { deviceid: 'device-1' },
      payload: { username: colleague.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('invites an address used by another company like any other (no 409: the answer does not tell that the address is taken)', async () => {
    const other = await createTestUser(t.database.db, { type: 'corp' });
    const res = await asFounder(
      'mutation ($i: TeamInviteInput!) { inviteTeamMember(input: $i) { id email pending } }',
      {
        i: { email: other.email, name: 'Someone' },
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.inviteTeamMember).toContainEqual({
      id: expect.any(String),
      email: other.email,
      pending: true,
    });
  });

  it('shows the public profile to a corporate user', async () => {
    const corp = await createTestUser(t.database.db, { type: 'corp' });
    const c = await signInAs(t.app, corp);
    const mine = await asFounder('{ myCompany { id } }');
    const res = await graphql(
      t.app,
      '/api/corp',
      c.token.accessTokenHeader,
      `
        query ($id: ID!) {
          companyProfile(id: $id) {
            name
            pitchShort
            stage
            industries
            country
            countryName
            incubatorName
            interestedCountries
            badges {
              name
            }
            logoUrl
            deckUrl
            contactPerson {
              name
            }
            team {
              name
            }
          }
        }
      `,
      { id: mine.data.myCompany.id },
    );
    expect(res.json().data.companyProfile).toEqual({
      name: 'Fika Robotics AB',
      pitchShort: 'Robots that sort parcels',
      stage: 'PILOT',
      industries: ['Logistics and transport'],
      country: 'SE',
      countryName: 'Sweden',
      incubatorName: 'Uppsala Innovation Centre',
      // Saved in the MARKETS step and shown to others.
      interestedCountries: ['NO', 'EUROPE'],
      badges: [],
      logoUrl: null,
      deckUrl: null,
      contactPerson: null,
      team: [{ name: 'Frida Founder' }],
    });
  });
});
