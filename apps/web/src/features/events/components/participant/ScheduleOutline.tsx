import { Card, List, Text, Title } from '@mantine/core';
import type { ParticipantEventQuery } from '../../../../gql/startup.ts';
import { formatDate, formatTime } from '../../../../lib/dates.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { SlotGridSummary } from '../grid/SlotGrid.tsx';
import { zoneLabel } from './event-text.ts';

type EventData = ParticipantEventQuery['event'];

const span = (start: string, end: string, tz: string) =>
  `${formatTime(start, { timeZone: tz })}–${formatTime(end, { timeZone: tz })}`;

const m = defineMessages({
  title: { id: 'events.schedule.title', defaultMessage: 'Meeting schedule' },
  notSet: {
    id: 'events.schedule.notSet',
    defaultMessage: 'The organisers have not set the meeting times yet.',
  },
  intro: {
    id: 'events.schedule.intro',
    defaultMessage: 'One-to-one meetings take place in these sessions ({zone}).',
  },
  lines: { id: 'events.schedule.lines', defaultMessage: 'Sessions and pauses' },
  session: { id: 'events.schedule.session', defaultMessage: 'Session {number}: {when}' },
  slots: {
    id: 'events.schedule.slots',
    defaultMessage: '· {count, plural, one {# slot} other {# slots}}',
  },
  pause: { id: 'events.schedule.pause', defaultMessage: 'Pause {span}' },
});

type Line =
  | { kind: 'session'; number: number; start: string; end: string; slots: number }
  | { kind: 'pause'; start: string; end: string };

/** Sessions (with their slot counts) and pauses, in time order. */
function lines(e: EventData): Line[] {
  const perSession = new Map<number, number>();
  for (const slot of e.slots) perSession.set(slot.session, (perSession.get(slot.session) ?? 0) + 1);
  const sessions = e.schedule.sessions
    .map((s, i) => ({ start: String(s.start), end: String(s.end), slots: perSession.get(i) ?? 0 }))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map((s, i) => ({ kind: 'session' as const, number: i + 1, ...s }));
  const pauses = e.schedule.pauses.map((p) => ({
    kind: 'pause' as const,
    start: String(p.start),
    end: String(p.end),
  }));
  // A pause sorts after the session it lies in starts.
  return [...sessions, ...pauses].sort(
    (a, b) =>
      Date.parse(a.start) - Date.parse(b.start) ||
      (a.kind === 'session' ? -1 : 1) - (b.kind === 'session' ? -1 : 1),
  );
}

/** The meeting grid in words: sessions and their times, pauses, then slots, meeting length, tables. */
export function ScheduleOutline({ event: e }: { event: EventData }) {
  const t = useT();
  const tz = e.timezone;
  const many = e.schedule.sessions.length > 1;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        {t(m.title)}
      </Title>
      {e.schedule.sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(m.notSet)}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t(m.intro, { zone: zoneLabel(tz, e.startDate, t) })}
          </Text>
          <List spacing={4} size="sm" mb="sm" aria-label={t(m.lines)}>
            {lines(e).map((line) =>
              line.kind === 'session' ? (
                <List.Item key={`s-${line.start}`}>
                  <Text span fw={600} size="sm">
                    {many
                      ? t(m.session, {
                          number: line.number,
                          when: `${formatDate(line.start, { timeZone: tz })}, ${span(line.start, line.end, tz)}`,
                        })
                      : `${formatDate(line.start, { timeZone: tz })}, ${span(line.start, line.end, tz)}`}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    {t(m.slots, { count: line.slots })}
                  </Text>
                </List.Item>
              ) : (
                <List.Item key={`p-${line.start}`}>
                  <Text span size="sm" c="dimmed">
                    {t(m.pause, { span: span(line.start, line.end, tz) })}
                  </Text>
                </List.Item>
              ),
            )}
          </List>
          <SlotGridSummary schedule={e.schedule} format={e.format} />
        </>
      )}
    </Card>
  );
}
