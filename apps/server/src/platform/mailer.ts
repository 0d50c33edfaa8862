import nodemailer from 'nodemailer';

export type OutgoingMail = {
  /** Our mail_messages id; sent as a header so a delivered mail can be traced back. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  attachments?: { filename: string; contentType: string; content: string }[];
};

/** Where mail goes: SMTP, or the outbox kept in the database for the admin area (no SMTP_URL). */
export type MailTransport = {
  provider: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
};

export const DEFAULT_MAIL_FROM = 'Matchday <no-reply@matchday.test>';

/** nodemailer over SMTP with a small connection pool (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpTransport(
  url: string,
  from: string = DEFAULT_MAIL_FROM,
  options: { maxConnections?: number } = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections ?? 5,
    maxMessages: Infinity,
  });
  return {
    provider: 'smtp',
    send: async (mail) => {
      const info = await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-Matchday-Mail-Id': mail.id },
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

type LinkLogger = { info(obj: object, msg: string): void };

/**
 * Without SMTP the message counts as delivered to the outbox (readable by admins, links
 * redacted). Only in the demo — the embedded database outside production
 * (`demoLinksInLog`, see `showsDemoLinks`) — are its links written to the log, so a person
 * running the demo can follow a verification link from the console; anywhere else the log line
 * names the mail, never its link (docs/decisions/022).
 */
export function outboxTransport(
  log: LinkLogger,
  options: { demoLinksInLog?: boolean } = {},
): MailTransport {
  return {
    provider: 'outbox',
    send: async (mail) => {
      const entry = { mailId: mail.id, to: mail.to, subject: mail.subject };
      log.info(
        options.demoLinksInLog ? { ...entry, links: mail.links } : entry,
        'mail kept in the outbox',
      );
      return { messageId: `outbox-${mail.id}` };
    },
    close: () => undefined,
  };
}

/**
 * Whether the outbox may log live links: only on the embedded database (the demo `npm start`
 * runs, with its personas), never in production and never on a PostgreSQL server.
 */
export function showsDemoLinks(
  env: { NODE_ENV: string; SEED_DEMO?: string | undefined; SMTP_URL?: string | undefined },
  databaseKind: string,
) {
  return (
    databaseKind === 'pglite' &&
    env.NODE_ENV !== 'production' &&
    env.SEED_DEMO !== 'false' &&
    !env.SMTP_URL
  );
}

/** SMTP when SMTP_URL is set, else the outbox. */
export function mailTransportFromEnv(
  env: { SMTP_URL?: string | undefined; MAIL_FROM?: string | undefined },
  log: LinkLogger,
  options: { demoLinksInLog?: boolean } = {},
): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : outboxTransport(log, options);
}
