import { describe, expect, it } from 'vitest';
import {
  addDays,
  emptyEventValues,
  eventInputOf,
  nextPause,
  nextSession,
  validateEvent,
  valueAt,
  type EventFormValues,
} from './event-form.ts';

const base = (): EventFormValues => ({
  ...emptyEventValues(new Date('2026-03-01T12:00:00Z')),
  name: 'Spring matchday',
  startDate: '2026-03-29T08:00',
  endDate: '2026-03-29T17:00',
  sessions: [{ start: '2026-03-29T09:00', end: '2026-03-29T12:00' }],
});

describe('event form', () => {
  it('sends the suggestion floor (20 by default, empty: the default) and names its range', () => {
    expect(eventInputOf(base()).suggestionFloor).toBe(20);
    expect(eventInputOf({ ...base(), suggestionFloor: 35 }).suggestionFloor).toBe(35);
    expect(eventInputOf({ ...base(), suggestionFloor: '' }).suggestionFloor).toBeNull();
    expect(validateEvent({ ...base(), suggestionFloor: 140 }).suggestionFloor).toBe(
      'Use a whole score from 0 to 100',
    );
    expect(validateEvent({ ...base(), suggestionFloor: 0 }).suggestionFloor).toBeUndefined();
  });

  it('reads every time in the event’s zone (summer time starts that night in Stockholm)', () => {
    const input = eventInputOf(base());
    expect(input.startDate).toBe('2026-03-29T06:00:00.000Z');
    expect(input.schedule.sessions[0]).toEqual({
      start: '2026-03-29T07:00:00.000Z',
      end: '2026-03-29T10:00:00.000Z',
    });
    expect(input.registrationOpensAt).toBeNull();
    expect(eventInputOf({ ...base(), timezone: 'UTC' }).startDate).toBe('2026-03-29T08:00:00.000Z');
  });

  it('is valid with the defaults, and names each field with the shared messages', () => {
    expect(validateEvent(base())).toEqual({});
    const errors = validateEvent({
      ...base(),
      name: ' ',
      endDate: '',
      sessions: [
        { start: '2026-03-29T09:00', end: '2026-03-29T12:00' },
        { start: '2026-03-29T11:00', end: '2026-03-29T10:00' },
      ],
    });
    expect(errors.name).toBe('Enter the event name');
    expect(errors.endDate).toBe('Choose a date and time');
    expect(errors['schedule.sessions.1.end']).toBe('Session 2 ends after it starts');
    expect(validateEvent({ ...base(), meetingMinutes: '' })['schedule.meetingMinutes']).toMatch(
      /meeting length/,
    );
  });

  it('named meeting points count as the tables', () => {
    const input = eventInputOf({ ...base(), pointsMode: 'named', meetingPoints: ['Red', 'Blue'] });
    expect(input.schedule.tables).toBe(2);
    expect(validateEvent({ ...base(), pointsMode: 'named', meetingPoints: [] })).toHaveProperty(
      'schedule.meetingPoints',
    );
  });

  it('a new pause sits in the middle of the first session; a new session on the next day', () => {
    expect(nextPause(base())).toEqual({ start: '2026-03-29T10:20', end: '2026-03-29T10:40' });
    expect(nextSession(base())).toEqual({ start: '2026-03-30T09:00', end: '2026-03-30T12:00' });
    expect(validateEvent({ ...base(), pauses: [nextPause(base())] })).toEqual({});
  });

  it('helpers', () => {
    expect(addDays('2026-03-31T09:00', 1)).toBe('2026-04-01T09:00');
    expect(valueAt({ schedule: { sessions: [{ end: 'x' }] } }, 'schedule.sessions.0.end')).toBe(
      'x',
    );
  });
});
