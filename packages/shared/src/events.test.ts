import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as events from './events.ts';
import {
  readHosting,
  attendeeIdsInput,
  availabilityInput,
  eventInput,
  eventStatus,
  participantRow,
  registrationOpen,
  visibleToCountry,
} from './events.ts';
import * as grids from './schedule-grid.ts';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path, i.message]) ?? [];

const validEvent = {
  name: '  Ignite Matchday Spring  ',
  description: 'Startups meet corporates.',
  format: 'HYBRID',
  venue: 'Stockholmsmässan',
  meetingLink: 'https://meet.example.com/ignite',
  timezone: 'Europe/Stockholm',
  startDate: '2026-04-14T08:00:00+02:00',
  endDate: '2026-04-14T17:00:00+02:00',
  registrationOpensAt: '2026-03-01T00:00:00Z',
  registrationClosesAt: '2026-04-10T00:00:00Z',
  selectionOpensAt: '2026-04-01T00:00:00Z',
  selectionClosesAt: '2026-04-12T00:00:00Z',
  restrictedTo: ['SE', 'NO'],
  schedule: {
    sessions: [
      { start: '2026-04-14T09:00:00+02:00', end: '2026-04-14T12:00:00+02:00' },
      { start: '2026-04-14T13:00:00+02:00', end: '2026-04-14T16:00:00+02:00' },
    ],
    pauses: [{ start: '2026-04-14T10:30:00+02:00', end: '2026-04-14T10:45:00+02:00' }],
    meetingMinutes: 20,
    breakMinutes: 5,
    tables: 2,
    meetingPoints: ['Table A', 'Table B'],
    maxMeetingsPerParticipant: 10,
  },
};
/** What the contract's createEvent sends: only the required fields, optional ones absent. */
const minimalEvent = {
  name: 'Matchday',
  timezone: 'UTC',
  startDate: '2026-04-14T08:00:00Z',
  endDate: '2026-04-14T17:00:00Z',
  schedule: {
    sessions: [{ start: '2026-04-14T09:00:00Z', end: '2026-04-14T12:00:00Z' }],
    meetingMinutes: 30,
    tables: 4,
  },
};
const withSchedule = (schedule: Partial<(typeof validEvent)['schedule']>) => ({
  ...validEvent,
  schedule: { ...validEvent.schedule, ...schedule },
});

describe('eventStatus (SPEC §4)', () => {
  const now = new Date('2026-04-14T12:00:00Z');
  it('is DRAFT until published, then PREVIOUS once the end is before now, UPCOMING otherwise', () => {
    expect(eventStatus({ published: false, endDate: '2020-01-01T00:00:00Z' }, now)).toBe('DRAFT');
    expect(eventStatus({ published: true, endDate: '2026-04-14T11:59:59Z' }, now)).toBe('PREVIOUS');
    expect(eventStatus({ published: true, endDate: new Date('2026-04-14T12:00:00Z') }, now)).toBe(
      'UPCOMING',
    );
    expect(eventStatus({ published: true, endDate: '2026-04-15T00:00:00Z' }, now)).toBe('UPCOMING');
  });
});

describe('eventStatus LIVE', () => {
  const grid = { sessions: [{ start: '2026-04-14T09:00:00Z', end: '2026-04-14T12:00:00Z' }] };
  const e = {
    published: true,
    startDate: '2026-04-14T08:00:00Z',
    endDate: '2026-04-14T17:00:00Z',
    schedule: grid,
  };
  it('is LIVE from the first slot to the end, UPCOMING before, PREVIOUS after', () => {
    expect(eventStatus(e, new Date('2026-04-14T08:30:00Z'))).toBe('UPCOMING');
    expect(eventStatus(e, new Date('2026-04-14T09:00:00Z'))).toBe('LIVE');
    expect(eventStatus(e, new Date('2026-04-14T16:59:00Z'))).toBe('LIVE');
    expect(eventStatus(e, new Date('2026-04-14T17:00:01Z'))).toBe('PREVIOUS');
  });
  it('counts from the start date when the grid has no session', () => {
    const bare = { ...e, schedule: { sessions: [] } };
    expect(eventStatus(bare, new Date('2026-04-14T08:00:00Z'))).toBe('LIVE');
    expect(eventStatus(bare, new Date('2026-04-14T07:59:00Z'))).toBe('UPCOMING');
  });
  it('keeps registration open while live when it closes later', () => {
    const late = { ...e, registrationOpensAt: null, registrationClosesAt: '2026-04-14T10:00:00Z' };
    expect(registrationOpen(late, new Date('2026-04-14T09:30:00Z'))).toBe(true);
  });
});

describe('registrationOpen', () => {
  const event = {
    published: true,
    startDate: '2026-04-14T08:00:00Z',
    endDate: '2026-04-14T17:00:00Z',
    registrationOpensAt: null,
    registrationClosesAt: null,
  };
  const at = (iso: string) => new Date(iso);

  it('without a window: open from publication until the event starts', () => {
    expect(registrationOpen(event, at('2020-01-01T00:00:00Z'))).toBe(true);
    expect(registrationOpen(event, at('2026-04-14T07:59:59Z'))).toBe(true);
    expect(registrationOpen(event, at('2026-04-14T08:00:00Z'))).toBe(false);
  });

  it('with a window: opens at its opening, closes at its closing (exclusive)', () => {
    const windowed = {
      ...event,
      registrationOpensAt: '2026-03-01T00:00:00Z',
      registrationClosesAt: new Date('2026-04-14T12:00:00Z'),
    };
    expect(registrationOpen(windowed, at('2026-02-28T23:59:59Z'))).toBe(false);
    expect(registrationOpen(windowed, at('2026-03-01T00:00:00Z'))).toBe(true);
    expect(registrationOpen(windowed, at('2026-04-14T11:59:59Z'))).toBe(true);
    expect(registrationOpen(windowed, at('2026-04-14T12:00:00Z'))).toBe(false);
  });

  it('is never open for a draft or a previous event', () => {
    expect(registrationOpen({ ...event, published: false }, at('2026-01-01T00:00:00Z'))).toBe(
      false,
    );
    const lateClose = { ...event, registrationClosesAt: '2026-05-01T00:00:00Z' };
    expect(registrationOpen(lateClose, at('2026-04-14T16:00:00Z'))).toBe(true);
    expect(registrationOpen(lateClose, at('2026-04-14T17:00:01Z'))).toBe(false);
  });
});

describe('visibleToCountry (SPEC §5)', () => {
  it('shows an unrestricted event to everyone, also without a country', () => {
    expect(visibleToCountry([], 'SE')).toBe(true);
    expect(visibleToCountry([], null)).toBe(true);
    expect(visibleToCountry([], undefined)).toBe(true);
  });

  it('shows a restricted event only to a listed country, compared upper-cased', () => {
    expect(visibleToCountry(['SE', 'NO'], 'NO')).toBe(true);
    expect(visibleToCountry(['SE', 'NO'], 'se')).toBe(true);
    expect(visibleToCountry(['SE', 'NO'], 'DK')).toBe(false);
    expect(visibleToCountry(['SE'], null)).toBe(false);
    expect(visibleToCountry(['SE'], undefined)).toBe(false);
    expect(visibleToCountry(['SE'], '')).toBe(false);
  });
});

describe('eventInput', () => {
  it('parses a full event: trimmed, instants normalised, schedule parsed', () => {
    const parsed = eventInput.parse(validEvent);
    expect(parsed.name).toBe('Ignite Matchday Spring');
    expect(parsed.startDate).toBe('2026-04-14T06:00:00.000Z');
    expect(parsed.endDate).toBe('2026-04-14T15:00:00.000Z');
    expect(parsed.registrationClosesAt).toBe('2026-04-10T00:00:00.000Z');
    expect(parsed.schedule.sessions[0]).toEqual({
      start: '2026-04-14T07:00:00.000Z',
      end: '2026-04-14T10:00:00.000Z',
    });
    expect(parsed.schedule.meetingPoints).toEqual(['Table A', 'Table B']);
  });

  it('fills defaults for absent fields and for GraphQL nulls alike', () => {
    const defaults = {
      description: '',
      format: 'PHYSICAL',
      venue: '',
      meetingLink: null,
      registrationOpensAt: null,
      registrationClosesAt: null,
      selectionOpensAt: null,
      selectionClosesAt: null,
      restrictedTo: [],
      suggestionFloor: 20,
    };
    expect(eventInput.parse(minimalEvent)).toMatchObject(defaults);
    const nulls = {
      ...minimalEvent,
      description: null,
      format: null,
      venue: null,
      meetingLink: null,
      registrationOpensAt: null,
      registrationClosesAt: null,
      selectionOpensAt: null,
      selectionClosesAt: null,
      restrictedTo: null,
      suggestionFloor: null,
      schedule: {
        ...minimalEvent.schedule,
        pauses: null,
        breakMinutes: null,
        meetingPoints: null,
        maxMeetingsPerParticipant: null,
      },
    };
    const parsed = eventInput.parse(nulls);
    expect(parsed).toMatchObject(defaults);
    expect(parsed.schedule).toMatchObject({
      pauses: [],
      breakMinutes: 0,
      meetingPoints: [],
      maxMeetingsPerParticipant: null,
    });
    // An untouched form field (empty string) is "not given" too.
    expect(
      eventInput.parse({ ...minimalEvent, meetingLink: ' ', registrationOpensAt: '' }),
    ).toMatchObject({
      meetingLink: null,
      registrationOpensAt: null,
    });
  });

  it('takes a suggestion floor of 0..100 and names the range on anything else', () => {
    expect(eventInput.parse({ ...minimalEvent, suggestionFloor: 35 }).suggestionFloor).toBe(35);
    expect(eventInput.parse({ ...minimalEvent, suggestionFloor: 0 }).suggestionFloor).toBe(0);
    const range = 'Use a whole score from 0 to 100';
    for (const bad of [101, -1, 12.5, 'high']) {
      expect(issues(eventInput, { ...minimalEvent, suggestionFloor: bad })).toEqual([
        [['suggestionFloor'], range],
      ]);
    }
  });

  it('accepts lower-case country codes as upper case, each once, and names an unknown one', () => {
    expect(
      eventInput.parse({ ...validEvent, restrictedTo: ['se', ' no ', 'SE'] }).restrictedTo,
    ).toEqual(['SE', 'NO']);
    expect(issues(eventInput, { ...validEvent, restrictedTo: ['SE', 'NO', 'XX'] })).toEqual([
      [['restrictedTo', 2], 'Unknown country code XX'],
    ]);
  });

  it('names an unknown time zone and writes known ones one way', () => {
    expect(issues(eventInput, { ...validEvent, timezone: 'Mars/Base' })).toEqual([
      [['timezone'], 'Unknown time zone Mars/Base'],
    ]);
    expect(eventInput.parse({ ...validEvent, timezone: 'europe/stockholm' }).timezone).toBe(
      'Europe/Stockholm',
    );
  });

  it('refuses an event that ends before it starts', () => {
    expect(issues(eventInput, { ...validEvent, endDate: '2026-04-14T07:00:00+02:00' })).toEqual([
      [['endDate'], 'The event ends after it starts'],
    ]);
  });

  it('refuses a session outside the event', () => {
    const late = { start: '2026-04-14T16:00:00+02:00', end: '2026-04-14T18:00:00+02:00' };
    expect(
      issues(eventInput, withSchedule({ sessions: [validEvent.schedule.sessions[0]!, late] })),
    ).toEqual([[['schedule', 'sessions', 1], "Session 2 lies outside the event's dates"]]);
  });

  it('names the schedule field at fault inside the event', () => {
    const pause = (from: string, to: string) => ({
      start: `2026-04-14T${from}:00+02:00`,
      end: `2026-04-14T${to}:00+02:00`,
    });
    expect(
      issues(
        eventInput,
        withSchedule({ pauses: [pause('10:30', '11:00'), pause('10:45', '11:15')] }),
      ),
    ).toEqual([[['schedule', 'pauses', 1], 'Pause 2 overlaps pause 1']]);
    expect(issues(eventInput, withSchedule({ pauses: [pause('12:15', '12:45')] }))).toEqual([
      [['schedule', 'pauses', 0], 'Pause 1 lies outside every session'],
    ]);
    expect(
      issues(
        eventInput,
        withSchedule({
          meetingMinutes: 45,
          pauses: [],
          sessions: [validEvent.schedule.sessions[0]!, pause('13:00', '13:30')],
        }),
      ),
    ).toEqual([
      [['schedule', 'meetingMinutes'], 'Meetings (45 min) are longer than session 2 (30 min)'],
    ]);
    expect(issues(eventInput, withSchedule({ tables: 0, meetingPoints: [] }))).toEqual([
      [['schedule', 'tables'], 'At least one table'],
    ]);
    expect(issues(eventInput, withSchedule({ tables: 3 }))).toEqual([
      [['schedule', 'meetingPoints'], 'Name all 3 tables or none (2 names given)'],
    ]);
    expect(
      issues(
        eventInput,
        withSchedule({
          sessions: [{ start: '2026-04-14T10:00:00+02:00', end: '2026-04-14T09:00:00+02:00' }],
          pauses: [],
        }),
      ),
    ).toEqual([[['schedule', 'sessions', 0, 'end'], 'Session 1 ends after it starts']]);
  });

  it('checks the registration and selection windows', () => {
    expect(
      issues(eventInput, { ...validEvent, registrationClosesAt: '2026-02-01T00:00:00Z' }),
    ).toEqual([[['registrationClosesAt'], 'Registration closes after it opens']]);
    expect(
      issues(eventInput, { ...validEvent, registrationClosesAt: '2026-04-15T00:00:00Z' }),
    ).toEqual([[['registrationClosesAt'], 'Registration closes by the end of the event']]);
    expect(
      issues(eventInput, {
        ...validEvent,
        registrationOpensAt: '2026-04-14T09:00:00+02:00',
        registrationClosesAt: null,
      }),
    ).toEqual([[['registrationOpensAt'], 'Registration opens before the event starts']]);
    expect(
      issues(eventInput, { ...validEvent, selectionClosesAt: '2026-04-01T00:00:00Z' }),
    ).toEqual([[['selectionClosesAt'], 'Selection closes after it opens']]);
    // Registration may stay open into the event, up to its end.
    expect(
      eventInput.safeParse({ ...validEvent, registrationClosesAt: validEvent.endDate }).success,
    ).toBe(true);
  });

  it('names the other bad fields', () => {
    expect(issues(eventInput, { ...validEvent, name: '   ' })).toEqual([
      [['name'], 'Enter the event name'],
    ]);
    expect(issues(eventInput, { ...validEvent, format: 'ONLINE' })).toEqual([
      [['format'], 'Choose physical, digital or hybrid'],
    ]);
    expect(issues(eventInput, { ...validEvent, meetingLink: 'ftp://files.example.com' })).toEqual([
      [['meetingLink'], 'Enter a web address such as https://meet.example.com'],
    ]);
    expect(issues(eventInput, { ...validEvent, startDate: '14/04/2026' })).toEqual([
      [['startDate'], 'Enter a date and time with Z or an offset, such as 2026-03-29T09:00:00Z'],
    ]);
    expect(issues(eventInput, { ...validEvent, hosts: [] })).toEqual([[[], 'Unknown field hosts']]);
  });
});

describe('availabilityInput, attendeeIdsInput, participantRow', () => {
  it('takes slot indexes, each once, in order', () => {
    expect(availabilityInput.parse([5, 1, 5, 0])).toEqual([0, 1, 5]);
    expect(availabilityInput.parse([])).toEqual([]);
    expect(issues(availabilityInput, [1, -1])).toEqual([[[1], 'Slot numbers start at 0']]);
    expect(issues(availabilityInput, [1.5])).toEqual([[[0], 'Use slot numbers']]);
  });

  it('takes 1..500 company ids', () => {
    const id = '3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e';
    expect(attendeeIdsInput.parse([id, id])).toEqual([id]);
    expect(issues(attendeeIdsInput, [])).toEqual([[[], 'Pick at least one organisation']]);
    expect(issues(attendeeIdsInput, [id, 'acme'])).toEqual([[[1], 'Unknown organisation']]);
  });

  it('reads an import row: e-mail lower-cased, country upper-cased, the type in any common spelling', () => {
    const row = {
      email: ' Anna@Example.SE ',
      name: 'Anna Svensson',
      organisation: 'Volvo',
      country: 'se',
      type: 'Corporate',
    };
    expect(participantRow.parse(row)).toEqual({
      ...row,
      email: 'anna@example.se',
      country: 'SE',
      type: 'corp',
    });
    for (const [word, type] of [
      ['startup', 'startup'],
      [' STARTUP ', 'startup'],
      ['corp', 'corp'],
      ['Corporation', 'corp'],
      ['corporate', 'corp'],
    ]) {
      expect(participantRow.parse({ ...row, type: word }).type).toBe(type);
    }
    expect(issues(participantRow, { ...row, type: 'investor' })).toEqual([
      [['type'], 'Type must be "startup" or "corporate"'],
    ]);
    expect(issues(participantRow, { ...row, country: 'xx', email: 'anna' })).toEqual([
      [['email'], 'Enter a valid e-mail address'],
      [['country'], 'Unknown country code XX'],
    ]);
    // A country written out gets its code as a hint.
    expect(issues(participantRow, { ...row, country: 'Sweden' })).toEqual([
      [['country'], 'Use the country code SE for Sweden'],
    ]);
    expect(issues(participantRow, { ...row, country: ' finland ' })).toEqual([
      [['country'], 'Use the country code FI for finland'],
    ]);
    expect(participantRow.parse({ ...row, country: ' se ' }).country).toBe('SE');
  });
});

/**
 * Every zod schema these modules export, with a valid value: the walk below breaks each part of it
 * in turn. A new exported schema without an example fails the first test.
 */
const EXAMPLES: Record<string, unknown> = {
  eventInput: validEvent,
  availabilityInput: [0, 3, 7],
  attendeeIdsInput: ['3f2b8c1e-4d5a-4b6c-9d7e-8f9a0b1c2d3e'],
  attendanceDecisionInput: { approve: false, reason: 'The programme is for hardware startups' },
  participantRow: { email: 'a@b.se', name: 'A', organisation: 'O', country: 'SE', type: 'startup' },
  scheduleGridInput: validEvent.schedule,
  isoInstant: '2026-03-29T09:00:00Z',
};
const schemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries<unknown>({ ...events, ...grids })) {
  if (value instanceof z.ZodType) schemas.push([name, value]);
}

const BAD: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  1e9,
  2 ** 60,
  Number.NaN,
  Infinity,
  '',
  '   ',
  'x'.repeat(6000),
  'not valid',
  '2026-13-45T99:99:99Z',
  true,
  [],
  {},
  [1],
  [{}],
  ['x'.repeat(300)],
  { zz: 1 },
  new Date('invalid'),
];

/** The value itself and every value with one part replaced by something bad. */
function* variants(value: unknown): Generator<unknown> {
  yield* BAD;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      for (const v of variants(value[i])) yield value.map((x, k) => (k === i ? v : x));
    }
    yield [...value, ...value];
    yield Array.from({ length: 2600 }, () => value[0]);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, child] of Object.entries(value)) {
      for (const v of variants(child)) yield { ...value, [key]: v };
    }
    yield { ...value, surprise: 1 };
  }
}

const ZOD_DEFAULT = /expected|Too small|Too big|Invalid input|Unrecognized key/;

describe('every exported schema speaks plainly', () => {
  it('has an example for every exported schema, and the examples parse', () => {
    expect(schemas.map(([name]) => name).sort()).toEqual(Object.keys(EXAMPLES).sort());
    for (const [name, schema] of schemas) {
      expect(schema.safeParse(EXAMPLES[name]).error?.issues ?? [], name).toEqual([]);
    }
  });

  it.each(Object.keys(EXAMPLES))(
    '%s: no bad value gets zod’s default wording',
    (name) => {
      const schema = schemas.find(([n]) => n === name)![1];
      let refused = 0;
      for (const value of variants(EXAMPLES[name])) {
        const result = schema.safeParse(value);
        if (result.success) continue;
        refused++;
        for (const issue of result.error.issues) {
          expect(issue.message, `${name} at ${issue.path.join('.')}`).not.toMatch(ZOD_DEFAULT);
          expect(issue.message.length, `${name} at ${issue.path.join('.')}`).toBeGreaterThan(3);
        }
      }
      expect(refused).toBeGreaterThan(10);
    },
    30_000,
  ); // hundreds of variants per schema: a hang guard for a loaded machine, not a speed check

  it.each(Object.keys(EXAMPLES))('%s: nor does any random value (fast-check)', (name) => {
    const schema = schemas.find(([n]) => n === name)![1];
    const example = EXAMPLES[name];
    const shaped =
      example && typeof example === 'object' && !Array.isArray(example)
        ? fc.record(Object.fromEntries(Object.keys(example).map((k) => [k, fc.anything()])), {
            requiredKeys: [],
          })
        : fc.array(fc.anything());
    fc.assert(
      fc.property(fc.oneof(fc.anything(), shaped), (value) => {
        for (const issue of schema.safeParse(value).error?.issues ?? []) {
          expect(issue.message).not.toMatch(ZOD_DEFAULT);
        }
      }),
    );
  });
});

describe('readHosting (SPEC §3: hosting may arrive as a JSON string)', () => {
  const a = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
  const b = '6fa459ea-ee8a-3ca4-894e-db77e160355e';
  it('reads a list, a JSON string and a comma list alike', () => {
    expect(readHosting([a, b])).toEqual([a, b]);
    expect(readHosting(JSON.stringify([a, b]))).toEqual([a, b]);
    expect(readHosting(`${a}, ${b}`)).toEqual([a, b]);
  });
  it('gives nothing for garbage', () => {
    expect(readHosting('[not json')).toEqual([]);
    expect(readHosting(null)).toEqual([]);
    expect(readHosting({ a })).toEqual([]);
    expect(readHosting(['x', 42])).toEqual([]);
  });
});
