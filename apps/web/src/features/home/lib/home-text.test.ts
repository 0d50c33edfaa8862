import { describe, expect, it } from 'vitest';
import { actionTitle, eventWhen, joinLabel, timeRange, zoneLabel } from './home-text.ts';

describe('home words', () => {
  it('counts each pending action in words', () => {
    expect(actionTitle('CONFIRM_SELECTIONS', 1)).toBe('1 selection to confirm');
    expect(actionTitle('CHOOSE_SUGGESTIONS', 3)).toBe('3 suggested startups to choose from');
    expect(actionTitle('ANSWER_PAIRINGS', 2)).toBe('2 meeting requests to answer');
    expect(actionTitle('RATE_MEETINGS', 1)).toBe('1 meeting to rate');
    expect(actionTitle('FINISH_PROFILE', 4)).toBe('4 profile fields to fill in');
  });

  it('writes times in the event’s zone and names the zone', () => {
    const start = '2027-03-12T08:20:00.000Z';
    const end = '2027-03-12T08:40:00.000Z';
    expect(timeRange(start, end, 'Europe/Stockholm')).toBe('09:20–09:40');
    expect(zoneLabel('Europe/Stockholm', start)).toMatch(/^Stockholm time \((CET|GMT\+1)\)$/);
    expect(zoneLabel('UTC', start)).toBe('UTC');
    expect(eventWhen(start, end, 'Europe/Stockholm')).toBe('12 Mar 2027, 09:20–09:40');
    expect(eventWhen(start, '2027-03-13T08:40:00.000Z', 'Europe/Stockholm')).toBe(
      '12 Mar 2027, 09:20 – 13 Mar 2027, 09:40',
    );
  });

  it('says what registering means for each side', () => {
    expect(joinLabel({ canJoin: true, myState: null })).toBe('Register');
    expect(joinLabel({ canJoin: true, myState: 'INVITED' })).toBe('Answer the invitation');
    expect(joinLabel({ canJoin: false, myState: null })).toBe('See the event');
  });
});
