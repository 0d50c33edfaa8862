import { describe, expect, it } from 'vitest';
import type { ScheduleGrid } from '@matchday/shared';
import { placementText } from './told.ts';

const schedule = { tables: 20, meetingPoints: ['Red sofa'] } as unknown as ScheduleGrid;
const at = {
  startsAt: new Date('2026-05-12T07:20:00Z'),
  endsAt: new Date('2026-05-12T07:40:00Z'),
  tableNo: 3,
};

describe('placementText: where a meeting is, in words', () => {
  it('a physical or hybrid event names the table (or the meeting point)', () => {
    const physical = { timezone: 'Europe/Stockholm', schedule, format: 'PHYSICAL' as const };
    expect(placementText(physical, at)).toBe(
      '12 May 2026, 09:20–09:40 (Europe/Stockholm), Table 3',
    );
    expect(placementText({ ...physical, format: 'HYBRID' }, { ...at, tableNo: 1 })).toBe(
      '12 May 2026, 09:20–09:40 (Europe/Stockholm), Red sofa',
    );
  });

  it('an online event says online, never "Table 3"', () => {
    const online = { timezone: 'Europe/Stockholm', schedule, format: 'DIGITAL' as const };
    expect(placementText(online, at)).toBe('12 May 2026, 09:20–09:40 (Europe/Stockholm), online');
  });
});
