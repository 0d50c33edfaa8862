import { createHash } from 'node:crypto';
import type { QueueMailInput } from '../mail/mail.service.ts';

type OneMeeting = {
  name?: string;
  companyName: string;
  counterpartName: string;
  eventName: string;
  when: string;
  link: string;
};

/**
 * Folds the second-stage mails of one sweep (one per person per meeting, as `claimRound`
 * answers them) into one mail per person listing each meeting with its one-time link. The
 * idempotency key names the claimed rounds it carries, so the same claims never mail twice.
 */
export function secondStageDigests(mails: QueueMailInput[]): QueueMailInput[] {
  const byPerson = new Map<string, QueueMailInput[]>();
  for (const m of mails) byPerson.set(m.to, [...(byPerson.get(m.to) ?? []), m]);
  return [...byPerson.entries()].map(([to, own]) => {
    const items = own.map((m) => m.data as OneMeeting);
    const first = own[0]!;
    const head = items[0]!;
    const keys = own.map((m) => m.idempotencyKey).sort();
    return {
      template: 'followuprequest',
      to,
      ...(first.locale ? { locale: first.locale } : {}),
      data: {
        ...(head.name ? { name: head.name } : {}),
        companyName: head.companyName,
        meetings: items.map((i) => ({
          counterpartName: i.counterpartName,
          eventName: i.eventName,
          when: i.when,
        })),
        links: items.map((i) => i.link),
      },
      idempotencyKey:
        keys.length === 1
          ? keys[0]!
          : `digest|${createHash('sha256').update(keys.join(',')).digest('hex')}`,
      secret: ['links'],
      ...(first.notificationPath ? { notificationPath: first.notificationPath } : {}),
      // One task per meeting: a single meeting's mail is done when it is reported.
      ...(own.length === 1 && first.task ? { task: first.task } : {}),
    };
  });
}
