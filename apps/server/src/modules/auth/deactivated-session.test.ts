import { SUPPORT_EMAIL } from '@matchday/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { graphql, refresh, signInAs } from '../../../test/http.ts';

/*
 * An open session whose account is deactivated meanwhile ends with its own answer (decision 083):
 * ACCOUNT_DEACTIVATED naming whom to contact, on the next request and on the refresh after it,
 * so the web can say what happened instead of a plain sign-out.
 */
let t: TestApp;
let boss: string;
beforeAll(async () => {
  t = await testApp();
  const b = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
  boss = (await signInAs(t.app, b, { admin: true })).token.accessTokenHeader;
});
afterAll(() => t.close());

const ME = '{ me { id } }';
const deactivatedBody = {
  error: {
    code: 'ACCOUNT_DEACTIVATED',
    message: 'Your account was deactivated, so your session has ended',
    details: { contact: SUPPORT_EMAIL },
  },
};

describe('a deactivated account’s open session', () => {
  it('of an admin: the next request and the refresh answer ACCOUNT_DEACTIVATED', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    const open = await signInAs(t.app, admin, { admin: true });
    const auth = open.token.accessTokenHeader;
    expect((await graphql(t.app, '/api/matrix/neo', auth, ME)).statusCode).toBe(200);

    const off = await graphql(
      t.app,
      '/api/matrix/neo',
      boss,
      'mutation ($a: ID!) { setAdminDisabled(adminId: $a, disabled: true) { id disabled } }',
      { a: admin.id },
    );
    expect(off.json()).toEqual({ data: { setAdminDisabled: { id: admin.id, disabled: true } } });

    const next = await graphql(t.app, '/api/matrix/neo', auth, ME);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual(deactivatedBody);
    // A guarded REST route says the same.
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/impersonate',
      headers: { deviceid: 'device-1', authorization: auth },
      payload: { userId: admin.id },
    });
    expect(rest.statusCode).toBe(401);
    expect(rest.json().error.code).toBe('ACCOUNT_DEACTIVATED');

    const renewed = await refresh(t.app, open, { admin: true });
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toEqual(deactivatedBody);
    // The session is over for good: the same refresh token is now simply refused.
    const again = await refresh(t.app, open, { admin: true });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('of a user: the refresh says so too; public pages still answer', async () => {
    const user = await createTestUser(t.database.db, { type: 'startup' });
    const open = await signInAs(t.app, user);
    const off = await graphql(
      t.app,
      '/api/matrix/neo',
      boss,
      'mutation ($u: ID!) { setUserDisabled(userId: $u, disabled: true) }',
      { u: user.id },
    );
    expect(off.json().errors).toBeUndefined();
    const next = await graphql(t.app, '/api/startup', open.token.accessTokenHeader, ME);
    expect(next.json().error.code).toBe('ACCOUNT_DEACTIVATED');
    const publicGraph = await graphql(
      t.app,
      '/api/public',
      open.token.accessTokenHeader,
      '{ __typename }',
    );
    expect(publicGraph.statusCode).toBe(200);
    const renewed = await refresh(t.app, open);
    expect(renewed.json().error.code).toBe('ACCOUNT_DEACTIVATED');
  });

  it('other session ends (sign-out, a changed kind) keep the plain UNAUTHENTICATED', async () => {
    const admin = await createTestAdmin(t.database.db, { adminType: 'ADMIN' });
    const open = await signInAs(t.app, admin, { admin: true });
    await graphql(
      t.app,
      '/api/matrix/neo',
      boss,
      'mutation ($a: ID!) { changeAdminType(adminId: $a, adminType: EVENT_HOST) }',
      { a: admin.id },
    );
    const next = await graphql(t.app, '/api/matrix/neo', open.token.accessTokenHeader, ME);
    expect(next.statusCode).toBe(401);
    expect(next.json().error.code).toBe('UNAUTHENTICATED');
    const renewed = await refresh(t.app, open, { admin: true });
    expect(renewed.json().error.code).toBe('UNAUTHENTICATED');
  });
});
