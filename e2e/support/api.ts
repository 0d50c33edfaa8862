import type { APIRequestContext } from 'playwright-core';
import { DEMO_PASSWORD } from './personas.ts';

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
  if (data.link?.includes('[redacted]')) data.link = await receivedLink(to, mail.subject);
  return { ...mail, data };
}

/** The link in the newest mail to `to` with this subject that the SMTP sink received. */
async function receivedLink(to: string, subject: string) {
  const sink = process.env.E2E_MAIL_SINK;
  if (!sink) throw new Error('no mail sink: the browser tests start one in global-setup');
  const until = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${sink}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { subject: string; text: string; html: string }[];
    const mail = mails.filter((m) => m.subject === subject).at(-1);
    const link =
      mail &&
      /https?:\/\/[^\s"'<>)]+\/(?:verify|reset|token)\/[^\s"'<>)]+/.exec(mail.text || mail.html);
    if (link) return link[0];
    if (Date.now() > until) throw new Error(`no mail "${subject}" to ${to} reached the SMTP sink`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
