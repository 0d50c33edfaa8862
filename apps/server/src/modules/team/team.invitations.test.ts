import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createTestAdmin, createTestUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { graphql, login, mailsTo, signInAs, tokenOf } from '../../../test/http.ts';
import { TEAM_INVITE_LIMIT } from './team-invitations.service.ts';

/*
 * Decision 035: inviting tells nothing about addresses, squats nothing,
 * and is limited per company and hour.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const INVITE = `mutation ($i: TeamInviteInput!) {
  inviteTeamMember(input: $i) { id name email title pending isContactPerson } }`;
const TEAM =
  '{ myTeam { id name email title pending isContactPerson invitedAt invitationExpiresAt } }';

type Member = { id: string; email: string; pending: boolean; name: string };

/** A signed-in member of a new company, who runs GraphQL on the startup graph. */
async function companyMember() {
  const user = await createTestUser(t.database.db);
  const { token } = await signInAs(t.app, user);
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await graphql(t.app, '/api/startup', token.accessTokenHeader, query, variables)).json();
  return { user, gql };
}

const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload });
  await t.app.background.settled();
  return res;
};

/** Resets a company's hourly invitation budget (tests that invite many times). */
const resetBudget = (companyId: string) =>
  t.database.db.execute(sql`delete from login_throttle where key = ${`team-invite:${companyId}`}`);

/** What an answer looks like with the values that must differ taken out. */
function shape(body: { data?: { inviteTeamMember?: Member[] }; errors?: unknown }, email: string) {
  const entry = body.data?.inviteTeamMember?.find((m) => m.email === email);
  return {
    errors: body.errors,
    entry: entry && { ...entry, id: typeof entry.id, email: 'x', name: 'x' },
    size: body.data?.inviteTeamMember?.length,
  };
}

describe('inviting reveals nothing about the address', () => {
  it('answers a registered user, an admin and a fresh address alike (no 409), mails each the same invitation', async () => {
    const { user, gql } = await companyMember();
    const elsewhere = await createTestUser(t.database.db, { type: 'corp' });
    const admin = await createTestAdmin(t.database.db);
    const fresh = `fresh-${Date.now()}@nowhere.test`;

    const answers = [];
    for (const [i, email] of [elsewhere.email, admin.email, fresh].entries()) {
      const body = await gql(INVITE, { i: { email, name: `Person ${i}`, title: 'CTO' } });
      // Each answer adds one pending entry to the team; compare them without the growing size.
      answers.push({ ...shape(body, email), size: body.data.inviteTeamMember.length - i });
    }
    expect(answers[0]).toEqual({
      errors: undefined,
      entry: {
        id: 'string',
        email: 'x',
        name: 'x',
        title: 'CTO',
        pending: true,
        isContactPerson: false,
      },
      size: 2,
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    const mails = await Promise.all(
      [elsewhere.email, admin.email, fresh].map((e) => mailsTo(t.database.db, e)),
    );
    const mailShape = (m: { template: string; data: Record<string, unknown> }[]) =>
      m.map(({ template, data }) => ({ template, keys: Object.keys(data).sort() }));
    expect(mailShape(mails[0]!)).toEqual([
      { template: 'invitation', keys: ['companyName', 'inviterName', 'link', 'name'] },
    ]);
    expect(mailShape(mails[1]!)).toEqual(mailShape(mails[0]!));
    expect(mailShape(mails[2]!)).toEqual(mailShape(mails[0]!));

    // The team lists three invitations as typed; nothing tells which address has an account.
    const team = (await gql(TEAM)).data.myTeam as (Member & Record<string, unknown>)[];
    expect(team.map((m) => m.email)).toEqual([
      user.email,
      elsewhere.email.toLowerCase(),
      admin.email.toLowerCase(),
      fresh,
    ]);
    const invited = team.slice(1).map(({ id: _id, email: _e, name: _n, ...rest }) => ({
      ...rest,
      invitedAt: typeof rest.invitedAt,
      invitationExpiresAt: typeof rest.invitationExpiresAt,
    }));
    expect(new Set(invited.map((i) => JSON.stringify(i))).size).toBe(1);
    expect(invited[0]).toEqual({
      title: 'CTO',
      pending: true,
      isContactPerson: false,
      invitedAt: 'string',
      invitationExpiresAt: 'string',
    });
    // The other company's person is untouched: still theirs, still signs in.
    expect((await signInAs(t.app, elsewhere)).user.type).toBe('corp');
  });

  it('takes the same time for a registered and an unregistered address (20 pairs, no side always slower)', async () => {
    const { user, gql } = await companyMember();
    const others = await Promise.all(
      Array.from({ length: 20 }, () => createTestUser(t.database.db, { type: 'corp' })),
    );
    const time = async (email: string) => {
      await resetBudget(user.companyId);
      const start = process.hrtime.bigint();
      const body = await gql(INVITE, { i: { email, name: 'Someone' } });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect(body.errors).toBeUndefined();
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (const [i, other] of others.entries()) {
      const nobody = `nobody-${i}-${Date.now()}@nowhere.test`;
      if (i % 2 === 0) {
        known.push(await time(other.email));
        unknown.push(await time(nobody));
      } else {
        unknown.push(await time(nobody));
        known.push(await time(other.email));
      }
    }
    const knownSlower = known.filter((k, i) => k > unknown[i]!).length;
    console.info(`invite: registered address slower in ${knownSlower} of ${known.length} pairs`);
    // Under equal times about half; outside 3–17 of 20 has probability 0.0004.
    expect(knownSlower).toBeGreaterThanOrEqual(3);
    expect(knownSlower).toBeLessThanOrEqual(17);
  });

  it('still refuses inviting someone already signed up in the own team (CONFLICT naming email)', async () => {
    const { gql } = await companyMember();
    const [mine] = (await gql(TEAM)).data.myTeam as Member[];
    const res = await gql(INVITE, { i: { email: mine!.email, name: 'Me again' } });
    expect(res.errors[0].extensions).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'email' }],
    });
  });
});

describe('inviting squats nothing', () => {
  it('an invited address can still sign up by itself, verify and sign in; its invitation link then creates nothing', async () => {
    const { gql } = await companyMember();
    const email = `self-${Date.now()}@nowhere.test`;
    expect((await gql(INVITE, { i: { email, name: 'Selma Self' } })).errors).toBeUndefined();
    const [invitation] = await mailsTo(t.database.db, email);

    const password = 'my own startup 2024';
    const reg = await post('/api/auth/register', {
      company: { name: 'Selma Labs AB', country: 'SE' },
      user: { email, name: 'Selma Self', password },
    });
    expect(reg.statusCode).toBe(200);
    const verifyMail = (await mailsTo(t.database.db, email)).find((m) => m.template === 'verify');
    expect(verifyMail).toBeDefined();
    const verified = await post('/api/verify', { token: tokenOf(verifyMail!.data.link) });
    expect(verified.statusCode).toBe(200);
    const signIn = await login(t.app, { username: email, password, type: 'startup' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ email, type: 'startup' });

    // The link cannot make a second account or move hers; it tells her, the address's owner.
    const accept = await post('/api/auth/acceptinvite', {
      token: tokenOf(invitation!.data.link),
      password: 'another password 99',
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.message).toMatch(/already exists\. Sign in/);
    expect((await login(t.app, { username: email, password })).statusCode).toBe(200);
    // The inviter's list is unchanged: it does not learn that the address signed up.
    const team = (await gql(TEAM)).data.myTeam as Member[];
    expect(team.find((m) => m.email === email)).toMatchObject({ pending: true });
  });

  it('the invitation link makes someone who did not sign up a member, once', async () => {
    const { user, gql } = await companyMember();
    const email = `joiner-${Date.now()}@nowhere.test`;
    await gql(INVITE, { i: { email, name: 'Jo Joiner', title: 'Designer' } });
    // Inviting again re-sends: only the newest link works.
    await gql(INVITE, { i: { email, name: 'Jo Joiner', title: 'Lead designer' } });
    const [first, second] = await mailsTo(t.database.db, email);
    expect(
      (
        await post('/api/auth/acceptinvite', {
          token: tokenOf(first!.data.link),
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(400);
    const token = tokenOf(second!.data.link);
    const accept = await post('/api/auth/acceptinvite', { token, password: TEST_PASSWORD });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ ok: true, email, admin: false, type: 'startup' });
    expect(
      (await post('/api/auth/acceptinvite', { token, password: TEST_PASSWORD })).statusCode,
    ).toBe(400);

    const joined = await signInAs(t.app, { email, type: 'startup' });
    expect(joined.user.type).toBe('startup');
    const team = (await gql(TEAM)).data.myTeam as (Member & { title: string })[];
    expect(team.map(({ email: e, pending, title }) => ({ e, pending, title }))).toEqual(
      expect.arrayContaining([
        { e: user.email, pending: false, title: null },
        { e: email, pending: false, title: 'Lead designer' },
      ]),
    );
    expect(team).toHaveLength(2);
  });

  it('a colleague joining an onboarded company lands in the area, not in company set-up', async () => {
    // The inviter's company was set up by its first person (as the demo seed makes it).
    const { gql } = await companyMember();
    const email = `settled-${Date.now()}@nowhere.test`;
    await gql(INVITE, { i: { email, name: 'Sam Settled' } });
    const [mail] = await mailsTo(t.database.db, email);
    const accept = await post('/api/auth/acceptinvite', {
      token: tokenOf(mail!.data.link),
      password: TEST_PASSWORD,
    });
    expect(accept.statusCode).toBe(200);
    const joined = await signInAs(t.app, { email, type: 'startup' });
    expect(joined.user.onboarded).toBe(true);
    const me = await graphql(
      t.app,
      '/api/startup',
      joined.token.accessTokenHeader,
      '{ me { onboarded } }',
    );
    expect(me.json().data.me.onboarded).toBe(true);
  });

  it('removeTeamMember with an invitation’s id withdraws it: gone from the list, its link dead', async () => {
    const { gql } = await companyMember();
    const email = `withdrawn-${Date.now()}@nowhere.test`;
    const answer = (await gql(INVITE, { i: { email, name: 'Wim Withdrawn' } })).data
      .inviteTeamMember as Member[];
    const id = answer.find((m) => m.email === email)!.id;
    const removed = await gql('mutation ($id: ID!) { removeTeamMember(userId: $id) { email } }', {
      id,
    });
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeTeamMember.map((m: Member) => m.email)).not.toContain(email);
    const [mail] = await mailsTo(t.database.db, email);
    const accept = await post('/api/auth/acceptinvite', {
      token: tokenOf(mail!.data.link),
      password: TEST_PASSWORD,
    });
    expect(accept.statusCode).toBe(400);
    // Another company cannot withdraw it (not found, like any stranger's id).
    const other = await companyMember();
    const again = await gql(INVITE, { i: { email, name: 'Wim Withdrawn' } });
    const id2 = (again.data.inviteTeamMember as Member[]).find((m) => m.email === email)!.id;
    const foreign = await other.gql(
      'mutation ($id: ID!) { removeTeamMember(userId: $id) { email } }',
      { id: id2 },
    );
    expect(foreign.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('invitations per company per hour', () => {
  it(`allows ${TEAM_INVITE_LIMIT.limit} an hour, then TOO_MANY_REQUESTS saying so; other companies are not affected`, async () => {
    const { gql } = await companyMember();
    for (let i = 0; i < TEAM_INVITE_LIMIT.limit; i++) {
      const res = await gql(INVITE, { i: { email: `many-${i}@limit.test`, name: `Many ${i}` } });
      expect(res.errors).toBeUndefined();
    }
    const over = await gql(INVITE, { i: { email: 'one-more@limit.test', name: 'One More' } });
    expect(over.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(over.errors[0].message).toMatch(
      /^Your company has sent 20 invitations in the last hour, the most allowed\. Try again in \d+ minutes?\.$/,
    );
    expect(await mailsTo(t.database.db, 'one-more@limit.test')).toHaveLength(0);
    // Re-sending counts too.
    const resend = await gql(INVITE, { i: { email: 'many-0@limit.test', name: 'Many 0' } });
    expect(resend.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    const other = await companyMember();
    const fine = await other.gql(INVITE, { i: { email: 'one-more@limit.test', name: 'One More' } });
    expect(fine.errors).toBeUndefined();
  });

  it('counts each invitation of the onboarding TEAM step; past the limit the step saves none', async () => {
    const { user, gql } = await companyMember();
    const SAVE = `mutation ($input: OnboardingInput!) {
      saveOnboardingStep(step: TEAM, input: $input) { onboardingStep } }`;
    const invites = (n: number, p: string) =>
      Array.from({ length: n }, (_, i) => ({ email: `${p}-${i}@limit.test`, name: `P ${i}` }));
    expect((await gql(SAVE, { input: { team: { invites: invites(15, 'a') } } })).errors).toBe(
      undefined,
    );
    const over = await gql(SAVE, { input: { team: { invites: invites(6, 'b') } } });
    expect(over.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await mailsTo(t.database.db, 'b-0@limit.test')).toHaveLength(0);
    const team = (await gql(TEAM)).data.myTeam as Member[];
    expect(team.filter((m) => m.email !== user.email)).toHaveLength(15);
  });
});
