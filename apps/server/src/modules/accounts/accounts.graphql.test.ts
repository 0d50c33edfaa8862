import { CURRENT_TERMS_VERSION } from '@matchday/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { graphql, signInAs } from '../../../test/http.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createCompany, createUser } from './accounts.service.ts';

let t: TestApp;
let newcomer: { email: string; type: 'startup' };
beforeAll(async () => {
  t = await testApp();
  // A startup user who has not accepted the terms yet.
  const company = await createCompany(t.database.db, {
    type: 'startup',
    name: 'Tern Analytics AB',
    country: 'SE',
    activityStatus: 'PENDING',
  });
  newcomer = { email: 'tern@tern.test', type: 'startup' };
  await createUser(t.database.db, {
    companyId: company.id,
    type: 'startup',
    email: newcomer.email,
    name: 'Tove Tern',
    passwordHash: await hashPassword(TEST_PASSWORD),
    verified: true,
  });
});
afterAll(() => t.close());

const ME = `{ me { email name admin type onboarded hasAcceptedTerms acceptedTermsVersion verified
  company { name type country activityStatus } } }`;
const ACCEPT = `mutation ($version: String!) { acceptTerms(version: $version) {
  hasAcceptedTerms acceptedTermsVersion acceptedTermsAt } }`;

describe('me and acceptTerms', () => {
  it('answers `me` on the startup graph with the session user and company basics', async () => {
    const c = await signInAs(t.app, newcomer);
    const res = await graphql(t.app, '/api/startup', c.token.accessTokenHeader, ME);
    expect(res.json()).toEqual({
      data: {
        me: {
          email: newcomer.email,
          name: 'Tove Tern',
          admin: false,
          type: 'startup',
          onboarded: false,
          hasAcceptedTerms: false,
          acceptedTermsVersion: null,
          verified: true,
          company: {
            name: 'Tern Analytics AB',
            type: 'startup',
            country: 'SE',
            activityStatus: 'PENDING',
          },
        },
      },
    });
  });

  it('accepts the current terms only; the next sign-in says they are accepted', async () => {
    const c = await signInAs(t.app, newcomer);
    const old = await graphql(t.app, '/api/startup', c.token.accessTokenHeader, ACCEPT, {
      version: '2019',
    });
    expect(old.json().errors[0]).toMatchObject({
      message: `Unknown terms version; the current one is ${CURRENT_TERMS_VERSION}`,
      extensions: { code: 'BAD_REQUEST' },
    });
    const res = await graphql(t.app, '/api/startup', c.token.accessTokenHeader, ACCEPT, {
      version: CURRENT_TERMS_VERSION,
    });
    const accepted = res.json().data.acceptTerms;
    expect(accepted).toMatchObject({ hasAcceptedTerms: true, acceptedTermsVersion: '2024' });
    expect(Date.parse(accepted.acceptedTermsAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await signInAs(t.app, newcomer)).user.hasAcceptedTerms).toBe(true);
  });

  it('answers `me` for admins on the admin graph with their kind and hosted events', async () => {
    const eventId = '11111111-1111-4111-8111-111111111111';
    const host = await createTestAdmin(t.database.db, {
      adminType: 'EVENT_HOST',
      hosting: [eventId],
    });
    const h = await signInAs(t.app, host, { admin: true });
    expect(h.user.hosting).toEqual([eventId]);
    const res = await graphql(
      t.app,
      '/api/matrix/neo',
      h.token.accessTokenHeader,
      '{ me { email admin adminType hosting hasAcceptedTerms } }',
    );
    expect(res.json()).toEqual({
      data: {
        me: {
          email: host.email,
          admin: true,
          adminType: 'EVENT_HOST',
          hosting: [eventId],
          hasAcceptedTerms: false,
        },
      },
    });
    const accept = await graphql(t.app, '/api/matrix/neo', h.token.accessTokenHeader, ACCEPT, {
      version: CURRENT_TERMS_VERSION,
    });
    expect(accept.json().data.acceptTerms.hasAcceptedTerms).toBe(true);
  });

  it('keeps `me` out of the public graph and admin fields out of the user graphs', async () => {
    const pub = await graphql(t.app, '/api/public', undefined, '{ me { id } }');
    expect(pub.json().errors[0].message).toMatch(/Cannot query field "me"/);
    const c = await signInAs(t.app, newcomer);
    const res = await graphql(
      t.app,
      '/api/startup',
      c.token.accessTokenHeader,
      '{ me { adminType } }',
    );
    expect(res.json().errors[0].message).toMatch(/Cannot query field "adminType"/);
  });
});
