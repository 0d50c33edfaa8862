import { describe, expect, it } from 'vitest';
import { EVENT_TAB_OPERATION, mayOpenEventTab, type EventTab } from './event-tabs.ts';

const TABS = Object.keys(EVENT_TAB_OPERATION) as EventTab[];
const open = (role: Parameters<typeof mayOpenEventTab>[0]) =>
  TABS.filter((t) => mayOpenEventTab(role, t));

describe('admin event tabs per admin kind', () => {
  it('a full admin and an event host see every tab', () => {
    expect(open('ADMIN')).toEqual(TABS);
    expect(open('EVENT_HOST')).toEqual(TABS);
  });

  it('an incubator sees its startups’ participation, check-in and follow-up — no needs, matching, schedule or export', () => {
    expect(open('INCUBATOR')).toEqual(['overview', 'participants', 'check-in', 'follow-up']);
  });

  it('a consortium member reads the overview and the participants of its list only', () => {
    expect(open('CONSORTIUM_MEMBER')).toEqual(['overview', 'participants']);
  });
});
