/**
 * Reading a mail as the person received it, from the browser tests' SMTP sink (mail-sink.ts,
 * started in global-setup). Mail leaves through the job queue, so a test waits for it; and the
 * sink keeps every mail of the whole run, so a test names the one it means — by our mail id, or
 * by a subject no earlier test used — rather than taking whatever arrived last.
 */
export type SunkMail = { id: string; subject: string; text: string; html: string };

export type MailWanted = {
  /** Our mail_messages id (the Outbox's), when known: the surest way to name one mail. */
  id?: string;
  /** Or one of these ids (a trigger answers the ids of all the mails it queued). */
  ids?: string[];
  /** Otherwise the newest mail whose subject this accepts. */
  subject?: (subject: string) => boolean;
  /** The link path to find in it, e.g. 'token/sign'. */
  linkPath: string;
  /** How long to wait for it (mail leaves through the job queue: slow on a busy CI machine); 45 s,
   * less than a test's 60, so a test that gives up says what arrived instead. */
  timeoutMs?: number;
};

/**
 * The link to `linkPath` in the newest wanted mail to `to` that has one; throws naming what
 * arrived instead.
 */
export async function mailedLink(to: string, wanted: MailWanted): Promise<string> {
  const sink = process.env.E2E_MAIL_SINK;
  if (!sink) throw new Error('no mail sink: the browser tests start one in global-setup');
  const until = Date.now() + (wanted.timeoutMs ?? 45_000);
  const pattern = new RegExp(`https?://[^\\s"'<>)]+/${wanted.linkPath}/[^\\s"'<>)]+`);
  for (;;) {
    const res = await fetch(`${sink}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as SunkMail[];
    const link = mails
      .filter((m) => (wanted.id ? m.id === wanted.id : (wanted.ids?.includes(m.id) ?? true)))
      .filter((m) => wanted.id || (wanted.subject?.(m.subject) ?? true))
      .map((m) => pattern.exec(m.text || m.html))
      .findLast(Boolean);
    if (link) return link[0];
    if (Date.now() > until) {
      const seen =
        mails
          .map((m) => m.subject)
          .slice(-5)
          .join(' | ') || 'none';
      throw new Error(
        `no mail with a /${wanted.linkPath}/ link to ${to} arrived; last seen: ${seen}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
