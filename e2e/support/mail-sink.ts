import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSmtp, type TestSmtp } from '../../apps/server/test/smtp.ts';

/**
 * A real SMTP server for the browser tests' servers (SMTP_URL), with a small HTTP window on what
 * it received: GET /mails?to=<address> → [{ id, subject, text, html }] oldest first, `id` being our
 * mail_messages id (the X-Matchday-Mail-Id header). The Outbox shows
 * one-time links redacted (docs/decisions/022), so a test that follows a mailed link reads it
 * here, from the mail as the person would receive it.
 */
export type MailSink = { smtpUrl: string; httpUrl: string; close(): Promise<void> };

export async function startMailSink(): Promise<MailSink> {
  const smtp: TestSmtp = await startTestSmtp();
  const http: Server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://sink').searchParams.get('to')?.toLowerCase();
    const mails = smtp.received
      .filter((m) => !to || m.to.some((r) => r.toLowerCase() === to))
      .map((m) => ({
        id: String(m.headers.get('x-matchday-mail-id') ?? ''),
        subject: m.subject,
        text: m.text,
        html: m.html,
      }));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    httpUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
