import { describe, expect, it } from 'vitest';
import { notificationPath, notificationTitle, pathForArea } from './notification-link.ts';

const button = (url: string) => ({ action: { label: 'Open', url } });
const ID = '6f1c2d4e-0000-4000-8000-000000000001';

describe('where a notification leads', () => {
  it('keeps the path of a page in a signed-in area, without query or fragment', () => {
    expect(notificationPath(button(`https://x.test/startup/events/${ID}/requests`), [])).toBe(
      `/startup/events/${ID}/requests`,
    );
    expect(notificationPath(button('https://x.test/admin/grants/1/?tab=a#b'), [])).toBe(
      '/admin/grants/1',
    );
    expect(notificationPath(button('https://x.test/corporate'), [])).toBe('/corporate');
  });

  it('never keeps a one-time link or anything outside the areas', () => {
    for (const url of [
      'https://x.test/token/invite/abcdef0123456789',
      'https://x.test/verify/abcdef0123456789',
      'https://x.test/reset/abcdef0123456789',
      'https://x.test/api/calendar/abc.ics',
      'https://x.test/startupish/1',
      'https://x.test/startup/a b',
      'not a url',
    ]) {
      expect(notificationPath(button(url), []), url).toBeNull();
    }
    // A secret of the mail inside an otherwise in-area URL: dropped too.
    const secret = 'abcdef0123456789';
    expect(notificationPath(button(`https://x.test/startup/x/${secret}`), [secret])).toBeNull();
    expect(notificationPath({}, [])).toBeNull();
  });

  it('leads a reader of another area to their own home', () => {
    expect(pathForArea('/startup/events/1', '/startup')).toBe('/startup/events/1');
    expect(pathForArea('/startup/events/1', '/admin')).toBe('/admin');
    expect(pathForArea('/startupx', '/startup')).toBe('/startup');
    expect(pathForArea(null, '/corporate')).toBe('/corporate');
  });

  it('titles on one line, at most 200 characters', () => {
    expect(notificationTitle('  A\n  subject  ')).toBe('A subject');
    expect(notificationTitle('x'.repeat(300))).toHaveLength(200);
  });
});
