import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActor, as, headerActor, userActor } from '../../test/actors.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import type { Actor } from '../platform/actor.ts';

/*
 * A REST body with fields the route does not know is refused with a 400 naming
 * them — as /api/auth/register already was — on every route that takes a JSON body, not
 * silently dropped (a client sending `role` or `signedAt` must learn it was not used). Each
 * route gets a body its schema would otherwise accept (or at least reach), plus stray fields.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ resolveActor: headerActor });
});
afterAll(() => t.close());

const token = 'k'.repeat(43);
const password = 'a long enough password';
const STRAY = { role: 'ADMIN', signedAt: '2020-01-01T00:00:00Z' };
const startup = userActor('startup', randomUUID(), randomUUID());
const corp = userActor('corp', randomUUID(), randomUUID());
const admin = adminActor();

/** POST url, the body without stray fields, and who asks. */
const JSON_ROUTES: [string, object, Actor][] = [
  ['/api/auth/login', { username: 'a@b.test', password }, null],
  ['/api/matrix/auth/login', { username: 'a@b.test', password }, null],
  ['/api/auth/token', { userId: randomUUID(), refreshToken: token }, null],
  ['/api/matrix/auth/token', { userId: randomUUID(), refreshToken: token }, null],
  ['/api/auth/logout', {}, null],
  ['/api/matrix/auth/logout', {}, null],
  ['/api/auth/updatepassword', { oldPassword: password, newPassword: password }, startup],
  ['/api/matrix/auth/updatepassword', { oldPassword: password, newPassword: password }, admin],
  [
    '/api/auth/register',
    {
      company: { name: 'Stray Co', country: 'SE' },
      user: { email: 's@stray.test', name: 'S', password },
    },
    null,
  ],
  ['/api/verify', { token }, null],
  ['/api/mail/verify', { email: 'a@b.test' }, null],
  ['/api/auth/forgotpassword', { email: 'a@b.test' }, null],
  ['/api/auth/resetpassword', { token, password }, null],
  ['/api/auth/acceptinvite', { token, password }, null],
  ['/api/auth/checklink', { kind: 'reset', token }, null],
  ['/api/auth/loginlink', { email: 'a@b.test' }, null],
  ['/api/auth/magiclogin', { token }, null],
  [
    '/api/matrix/auth/signup-company',
    {
      company: { name: 'Stray Corp', type: 'corp', country: 'SE' },
      user: { email: 'c@stray.test', name: 'C' },
    },
    admin,
  ],
  ['/api/impersonate', { userId: randomUUID() }, admin],
  ['/api/mail/feedbacktrigger', {}, admin],
  ['/api/usermail/joinevent', { eventId: randomUUID() }, corp],
  ['/api/followup/checklink', { kind: 'feedback', token }, null],
  ['/api/followup/rate', { token, score: 4, wantsFollowUp: true }, null],
  ['/api/followup/report', { token, result: 'NO_FOLLOW_UP', outcomes: [] }, null],
  ['/api/pairing/checklink', { token }, null],
  ['/api/pairing/answer', { token, accept: true }, null],
  ['/api/signing/link', { token }, null],
  ['/api/signing/document', { token }, null],
  [
    '/api/signing/sign',
    { token, typedName: 'Stray Signer', consent: true, documentSha256: 'a'.repeat(64) },
    null,
  ],
  [`/api/matrix/grants/${randomUUID()}/agreement`, { provider: 'builtin' }, admin],
  ['/api/scrive/create', { applicationId: randomUUID() }, admin],
  ['/api/scrive/archive', { applicationId: randomUUID() }, admin],
  ['/api/pageviews', { path: '/events' }, null],
  ['/api/sso/session', { ticket: 'x'.repeat(43) }, null],
];

/** POST routes that take no JSON body of their own (files, GraphQL documents, Scrive's form). */
const OTHER_BODIES = new Set([
  '/api/upload',
  '/api/matrix/upload',
  '/api/matrix/resources/upload',
  '/api/matrix/events/:eventId/import',
  '/api/signing/verify',
  '/api/scrive/callback',
  '/api/public',
  '/api/startup',
  '/api/corp',
  '/api/matrix/neo',
  // "Sign now": no body; the grant and the signer come from the path and the session.
  '/api/grants/:id/agreement/signlink',
  '/api/matrix/grants/:id/agreement/signlink',
]);

const pattern = (url: string) => url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ':id');

describe('REST bodies with unknown fields', () => {
  it('lists every POST route: a JSON body below, or another kind of body', () => {
    const listed = new Set(JSON_ROUTES.map(([url]) => pattern(url)));
    const posts = t.app.routeAccess().filter((r) => r.method === 'POST');
    const missing = posts.filter((r) => !OTHER_BODIES.has(r.url) && !listed.has(r.url));
    // The parametric trigger routes are covered by a trigger each.
    expect(missing.map((r) => r.url)).toEqual(['/api/mail/:trigger', '/api/usermail/:trigger']);
  });

  it.each(JSON_ROUTES)('%s: 400 naming the unknown fields', async (url, body, actor) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { deviceid: 'stray-device', ...as(actor) },
      remoteAddress: `10.26.8.${JSON_ROUTES.findIndex(([u]) => u === url) + 1}`,
      payload: { ...body, ...STRAY },
    });
    expect(res.statusCode, res.body).toBe(400);
    const message = (res.json() as { error: { message: string } }).error.message;
    expect(message).toMatch(/role/);
    expect(message).toMatch(/signedAt/);
  });
});
