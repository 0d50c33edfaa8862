import { mailedLink } from './mailed-link.ts';
import type { APIRequestContext } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { DEMO_PASSWORD } from './personas.ts';

/** Signs a demo person in over the REST API and returns the authorization header. */
export async function personaToken(type: 'startup' | 'corp' | 'admin', email: string) {
  const res = await fetch(
    `${baseUrl()}${type === 'admin' ? '/api/matrix/auth/login' : '/api/auth/login'}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', deviceid: 'e2e-api' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD, type }),
    },
  );
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { token: { accessTokenHeader: string } }).token.accessTokenHeader;
}

/** One GraphQL operation on `graph` (e.g. '/api/startup'); throws the errors it answers. */
export async function graphql(graph: string, authorization: string, query: string, variables = {}) {
  const res = await fetch(`${baseUrl()}${graph}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization, deviceid: 'e2e-api' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** Signs an admin in over the REST API and returns its authorization header. */
export async function adminToken(request: APIRequestContext, email = 'admin@matchday.test') {
  const res = await request.post('/api/matrix/auth/login', {
    headers: { deviceid: 'e2e-api' },
    data: { username: email, password: DEMO_PASSWORD, type: 'admin' },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: { accessTokenHeader: string } }).token.accessTokenHeader;
}

/** The newest mail to an address, read from the admin graph (the outbox of the embedded default). */
export async function latestMailTo(request: APIRequestContext, authorization: string, to: string) {
  const res = await request.post('/api/matrix/neo', {
    headers: { authorization, deviceid: 'e2e-api' },
    data: {
      query:
        'query($f: MailFilter) { mailMessages(filter: $f, limit: 1) { items { id subject data template } } }',
      variables: { f: { recipient: to } },
    },
  });
  const body = (await res.json()) as {
    data?: {
      mailMessages: { items: { id: string; subject: string; data: string; template: string }[] };
    };
    errors?: unknown;
  };
  const mail = body.data?.mailMessages.items[0];
  if (!mail) throw new Error(`no mail to ${to}: ${JSON.stringify(body.errors ?? body)}`);
  const data = JSON.parse(mail.data) as Record<string, string>;
  // The Outbox shows one-time links redacted: the live link is read from the mail as received.
  if (data.link?.includes('[redacted]')) {
    data.link = await mailedLink(to, { id: mail.id, linkPath: '(?:verify|reset|token)' });
  }
  return { ...mail, data };
}
