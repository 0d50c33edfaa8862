import { describe, expect, it } from 'vitest';
import { adminHome } from './admin-home.ts';

const paths = { companies: '/admin/companies', events: '/admin/events', reports: '/admin/reports' };
const text = (role: Parameters<typeof adminHome>[0]) => {
  const home = adminHome(role, paths);
  return [home.intro, ...home.cards.map((c) => `${c.title}: ${c.text}`)].join('\n');
};

describe('the admin home of each kind', () => {
  it('offers "Create events" to the full admin only', () => {
    expect(text('ADMIN')).toMatch(/Create events/);
    for (const role of ['EVENT_HOST', 'INCUBATOR', 'CONSORTIUM_MEMBER'] as const) {
      expect(text(role), role).not.toMatch(/Create events?/);
    }
  });

  it('words the accounts and events by the kind’s reach', () => {
    expect(text('INCUBATOR')).toMatch(/startups of your incubator/);
    expect(text('INCUBATOR')).toMatch(/add your active startups/);
    expect(text('CONSORTIUM_MEMBER')).toMatch(/organisations in your list/);
    expect(text('CONSORTIUM_MEMBER')).not.toMatch(/add your|schedul/i);
  });

  it('links the reports to every kind that may read them', () => {
    for (const role of ['ADMIN', 'EVENT_HOST', 'INCUBATOR', 'CONSORTIUM_MEMBER'] as const) {
      expect(adminHome(role, paths).cards.map((c) => c.to)).toContain('/admin/reports');
    }
  });
});
