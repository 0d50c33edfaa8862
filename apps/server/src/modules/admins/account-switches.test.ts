import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser } from '../../../test/factories.ts';
import { graphql, signInAs } from '../../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const ME = '{ me { email } }';

describe('console switches that end sessions (SECURITY.md: on the next request)', () => {
  it('a full ADMIN disables a user: the user is signed out at once and cannot sign in; re-enabled works', async () => {
    const admin = await createTestAdmin(t.database.db);
    const user = await createTestUser(t.database.db, { type: 'corp' });
    const adminAuth = (await signInAs(t.app, admin, { admin: true })).token.accessTokenHeader;
    const userAuth = (await signInAs(t.app, user)).token.accessTokenHeader;
    expect((await graphql(t.app, '/api/corp', userAuth, ME)).statusCode).toBe(200);

    const disable = `mutation($id: ID!, $d: Boolean!) { setUserDisabled(userId: $id, disabled: $d) }`;
    const res = await graphql(t.app, '/api/matrix/neo', adminAuth, disable, {
      id: user.id,
      d: true,
    });
    expect(res.json()).toEqual({ data: { setUserDisabled: true } });
    expect((await graphql(t.app, '/api/corp', userAuth, ME)).statusCode).toBe(401);
    await expect(signInAs(t.app, user)).rejects.toThrow(/403/);

    await graphql(t.app, '/api/matrix/neo', adminAuth, disable, { id: user.id, d: false });
    const again = (await signInAs(t.app, user)).token.accessTokenHeader;
    expect((await graphql(t.app, '/api/corp', again, ME)).statusCode).toBe(200);
  });

  it("changing an admin's kind ends that admin's sessions", async () => {
    const admin = await createTestAdmin(t.database.db);
    const host = await createTestAdmin(t.database.db, { adminType: 'EVENT_HOST' });
    const adminAuth = (await signInAs(t.app, admin, { admin: true })).token.accessTokenHeader;
    const hostAuth = (await signInAs(t.app, host, { admin: true })).token.accessTokenHeader;
    expect((await graphql(t.app, '/api/matrix/neo', hostAuth, ME)).statusCode).toBe(200);
    const change = `mutation($id: ID!) { changeAdminType(adminId: $id, adminType: CONSORTIUM_MEMBER) }`;
    const res = await graphql(t.app, '/api/matrix/neo', adminAuth, change, { id: host.id });
    expect(res.json()).toEqual({ data: { changeAdminType: true } });
    expect((await graphql(t.app, '/api/matrix/neo', hostAuth, ME)).statusCode).toBe(401);
  });

  it('only a full ADMIN may use them; an unknown id is not found', async () => {
    const incubator = await createTestAdmin(t.database.db, {
      adminType: 'INCUBATOR',
      incubator: 'STING',
    });
    const admin = await createTestAdmin(t.database.db);
    const user = await createTestUser(t.database.db);
    const incAuth = (await signInAs(t.app, incubator, { admin: true })).token.accessTokenHeader;
    const adminAuth = (await signInAs(t.app, admin, { admin: true })).token.accessTokenHeader;
    const disable = `mutation($id: ID!) { setUserDisabled(userId: $id, disabled: true) }`;
    const refused = await graphql(t.app, '/api/matrix/neo', incAuth, disable, { id: user.id });
    expect(refused.json().errors[0].extensions.code).toBe('FORBIDDEN');
    const missing = await graphql(t.app, '/api/matrix/neo', adminAuth, disable, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.json().errors[0].message).toBe('No such user');
  });
});
