import { describe, expect, it } from 'vitest';
import {
  attendeeText,
  dateRange,
  openToText,
  placeText,
  registrationText,
  zoneLabel,
} from './event-text.ts';

describe('event text', () => {
  it('dates in the event’s zone, one day or several', () => {
    expect(dateRange('2027-03-10T08:00:00Z', '2027-03-10T16:00:00Z', 'Europe/Stockholm')).toBe(
      '10 Mar 2027, 09:00–17:00',
    );
    expect(dateRange('2027-03-10T22:30:00Z', '2027-03-11T16:00:00Z', 'Europe/Helsinki')).toBe(
      '11 Mar 2027, 00:30–18:00',
    );
    expect(dateRange('2027-03-10T08:00:00Z', '2027-03-11T16:00:00Z', 'America/New_York')).toBe(
      '10 Mar 2027, 03:00 – 11 Mar 2027, 11:00',
    );
  });

  it('names the zone with its offset at the event', () => {
    expect(zoneLabel('Europe/Stockholm', '2027-07-01T08:00:00Z')).toBe('Stockholm time (GMT+2)');
    expect(zoneLabel('America/New_York', '2027-01-10T08:00:00Z')).toBe('New York time (GMT-5)');
    expect(zoneLabel('UTC')).toBe('UTC');
  });

  it('place, counts and countries', () => {
    expect(placeText({ format: 'DIGITAL', venue: 'Hall A' })).toBe('Online');
    expect(placeText({ format: 'HYBRID', venue: 'Hall A' })).toBe('Hall A and online');
    expect(placeText({ format: 'PHYSICAL', venue: ' ' })).toBe('Venue to be announced');
    expect(attendeeText({ startups: 12, corporates: 1 })).toBe('12 startups · 1 corporate');
    expect(openToText(['SE', 'FI'])).toBe('Sweden, Finland');
    expect(openToText([])).toBeNull();
  });

  it('registration window: open until its close (or the start), opens later, closed', () => {
    const base = {
      status: 'UPCOMING',
      startDate: '2099-03-10T08:00:00Z',
      timezone: 'Europe/Stockholm',
    };
    expect(registrationText({ ...base, registrationOpen: true, registrationClosesAt: null })).toBe(
      'Registration open until 10 Mar 2099, 09:00',
    );
    expect(
      registrationText({
        ...base,
        registrationOpen: false,
        registrationOpensAt: '2099-01-01T08:00:00Z',
      }),
    ).toBe('Registration opens 1 Jan 2099, 09:00');
    expect(registrationText({ ...base, registrationOpen: false })).toBe('Registration closed');
  });
});
