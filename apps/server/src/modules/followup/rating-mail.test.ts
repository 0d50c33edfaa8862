import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/templates/render.ts';
import { meetingWhen } from './rounds.ts';

/* The rating mail names the meeting's time once, in the event's zone, without nested brackets. */
describe('the rating mail (feedbacktrigger)', () => {
  const when = meetingWhen('2026-11-27T02:05:00Z', 'Europe/Stockholm');

  it('says when the meeting began as "27 Nov 2026, 03:05 Europe/Stockholm"', () => {
    expect(when).toBe('27 Nov 2026, 03:05 Europe/Stockholm');
    expect(meetingWhen('2026-07-01T07:30:00Z', 'America/New_York')).toBe(
      '1 Jul 2026, 03:30 America/New_York',
    );
  });

  it('reads the date once in the text and the HTML', async () => {
    const mail = await renderMail('feedbacktrigger', {
      name: 'Ada',
      companyName: 'Northwind Robotics',
      counterpartName: 'Fjord Energy',
      eventName: 'Nordic Demo Day',
      when,
      reminder: false,
      link: 'http://matchday.test/token/feedback/abc',
    });
    expect(mail.text).toContain(
      'Northwind Robotics met Fjord Energy at Nordic Demo Day on 27 Nov 2026, 03:05 Europe/Stockholm.',
    );
    for (const body of [mail.text, mail.html]) {
      expect(body.split('27 Nov 2026').length - 1).toBe(1);
      expect(body.split('Europe/Stockholm').length - 1).toBe(1);
      expect(body).not.toContain('(Europe/Stockholm)');
    }
  });
});
