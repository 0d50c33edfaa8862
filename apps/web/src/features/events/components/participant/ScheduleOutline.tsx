import { Card, List, Text, Title } from '@mantine/core';
import { dateInZone, plural, timeInZone } from '@matchday/shared';
import type { ParticipantEventQuery } from '../../../../gql/startup.ts';
import { SlotGridSummary } from '../grid/SlotGrid.tsx';
import { zoneLabel } from './event-text.ts';

type EventData = ParticipantEventQuery['event'];

const span = (start: string, end: string, tz: string) =>
  `${timeInZone(start, tz)}–${timeInZone(end, tz)}`;

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
  const tz = e.timezone;
  const many = e.schedule.sessions.length > 1;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        Meeting schedule
      </Title>
      {e.schedule.sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          The organisers have not set the meeting times yet.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            One-to-one meetings take place in these sessions ({zoneLabel(tz, e.startDate)}).
          </Text>
          <List spacing={4} size="sm" mb="sm" aria-label="Sessions and pauses">
            {lines(e).map((line) =>
              line.kind === 'session' ? (
                <List.Item key={`s-${line.start}`}>
                  <Text span fw={600} size="sm">
                    {many ? `Session ${line.number}: ` : ''}
                    {dateInZone(line.start, tz)}, {span(line.start, line.end, tz)}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    · {plural(line.slots, 'slot')}
                  </Text>
                </List.Item>
              ) : (
                <List.Item key={`p-${line.start}`}>
                  <Text span size="sm" c="dimmed">
                    Pause {span(line.start, line.end, tz)}
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
