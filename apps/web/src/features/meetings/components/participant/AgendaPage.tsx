import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import {
  MyAgendaDocument,
  MyBookingRequestsDocument,
  type MyAgendaQuery,
} from '../../../../gql/startup.ts';
import { useMeetingIcs } from '../../hooks/useMeetingIcs.ts';
import { useNow } from '../../hooks/useNow.ts';
import { byDay, dayOf, zoneLabel } from '../../lib/agenda-time.ts';
import classes from './agenda.module.css';
import { BookingRequestsCard } from './BookingRequestsCard.tsx';
import { CalendarFeedCard } from './CalendarFeedCard.tsx';
import { DayOfCard } from './DayOfCard.tsx';
import { MarkButtons } from './MarkButtons.tsx';
import { counterpartOf, MeetingRow, type AgendaRole } from './MeetingRow.tsx';

type AgendaEvent = MyAgendaQuery['event'];
type Meeting = MyAgendaQuery['myMeetings'][number];

function Loading() {
  return (
    <Stack gap="md" maw={1200} aria-busy="true" role="status" aria-label="Loading your agenda">
      <Skeleton h={18} w="30%" />
      <Skeleton h={32} w="20%" />
      <Skeleton h={18} w="55%" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={88} radius="md" />
      ))}
    </Stack>
  );
}

function eventDays(e: AgendaEvent) {
  const first = dayOf(e.startDate, e.timezone);
  const last = dayOf(e.endDate, e.timezone);
  return first === last ? first : `${first} – ${last}`;
}

/** What the app layer puts beside each meeting to write to the other company ("Message"). */
export type MessageAction = (
  counterpart: { id: string; name: string },
  eventId: string,
) => ReactNode;

function Meetings(props: {
  event: AgendaEvent;
  eventId: string;
  meetings: Meeting[];
  role: AgendaRole;
  profilePath: (id: string) => string;
  messageAction?: MessageAction;
}) {
  const e = props.event;
  const now = useNow();
  const ics = useMeetingIcs();
  return (
    <Stack gap="lg">
      {byDay(props.meetings, e.timezone).map((day) => (
        <section key={day.day} aria-label={`Meetings on ${day.day}`}>
          <Title order={2} size="h4" mb="xs">
            {day.day}
          </Title>
          <div className={classes.head} aria-hidden>
            <span>Time</span>
            <span>{props.role === 'startup' ? 'Corporate' : 'Startup'}</span>
            <span>Where</span>
            <span>Status</span>
          </div>
          <Stack gap="xs" role="list">
            {day.items.map((m) => {
              const other = counterpartOf(m, props.role);
              const name = other?.name ?? 'the other party';
              return (
                <div role="listitem" key={m.id}>
                  <MeetingRow
                    meeting={m}
                    role={props.role}
                    timezone={e.timezone}
                    profilePath={props.profilePath}
                    actions={
                      <>
                        <Button
                          size="compact-sm"
                          variant="default"
                          loading={ics.busy === m.id}
                          onClick={() => void ics.download(m, name)}
                          aria-label={`Download .ics, the calendar file for the meeting with ${name}`}
                        >
                          Download .ics
                        </Button>
                        {other && props.messageAction?.(other, props.eventId)}
                        {props.role === 'corp' && (
                          <MarkButtons
                            meeting={m}
                            counterpart={name}
                            timezone={e.timezone}
                            now={now}
                          />
                        )}
                        {ics.problem?.id === m.id && (
                          <Text size="sm" c="red.7" role="alert" w="100%">
                            {ics.problem.text}
                          </Text>
                        )}
                      </>
                    }
                  />
                </div>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

/**
 * `/startup/events/:id/agenda`, `/corporate/events/:id/agenda` (the `confirmedschedule` mail
 * links here): the own organisation's published meetings at the event, printable, with a
 * calendar file per meeting and the personal calendar subscription.
 */
export function AgendaPage(props: {
  role: AgendaRole;
  profilePath: (id: string) => string;
  messageAction?: MessageAction;
}) {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MyAgendaDocument, {
    variables: { eventId: id },
    skip: !id,
  });
  // The booking card asks the same (one request): where participants book, nothing is "published".
  const booking = useQuery(MyBookingRequestsDocument, { variables: { eventId: id }, skip: !id });
  const participantsBook = booking.data?.event.booking.schedulingMode === 'PARTICIPANTS';
  const e = data?.event;
  if (!e) {
    if (loading || !id) return <Loading />;
    if (error && !/not found|no such/i.test(error.message)) {
      return (
        <Alert color="red" variant="light" role="alert" title="Your agenda could not be loaded">
          {error.message}
        </Alert>
      );
    }
    return (
      <EmptyState title="Event not found">
        This event does not exist, or it is not open to your organisation. The list of events shows
        every event you can take part in.
      </EmptyState>
    );
  }
  const meetings = data.myMeetings ?? [];
  const own =
    meetings[0] && (props.role === 'startup' ? meetings[0].startup : meetings[0].corporate);
  return (
    <Stack gap="md" maw={1200} data-agenda-print>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {e.name}
            {own ? <span className={classes.printOnly}>{own.name}</span> : null}
          </Text>
          <Title order={1} size="h2">
            Agenda
          </Title>
          <Text c="dimmed" maw={760}>
            {eventDays(e)}
            {e.venue ? ` · ${e.venue}` : ''}. Times are in the event’s time zone,{' '}
            {zoneLabel(e.timezone, e.startDate)}.
          </Text>
        </Stack>
        {meetings.length > 0 && (
          <Button variant="default" onClick={() => window.print()} data-print-hide>
            Print
          </Button>
        )}
      </Group>
      {id && <BookingRequestsCard eventId={id} />}
      {error && meetings.length === 0 && !loading ? (
        <Alert color="red" variant="light" role="alert" title="Your meetings could not be loaded">
          {error.message}
        </Alert>
      ) : meetings.length === 0 && participantsBook ? (
        <EmptyState title="No meetings booked yet">
          At this event participants book their own meetings: open the event’s attendees or a
          suggestion and request a time you are both free. Booked meetings appear here with their
          times and tables.
        </EmptyState>
      ) : meetings.length === 0 ? (
        <EmptyState title="The organisers have not published the schedule yet">
          When they do, your meetings appear here with their times and tables, and you get an e-mail
          with your agenda. If the schedule is out and nothing shows, your organisation has no
          meetings at this event.
        </EmptyState>
      ) : (
        <>
          <DayOfCard eventId={e.id} />
          <Meetings
            event={e}
            eventId={id}
            meetings={meetings}
            role={props.role}
            profilePath={props.profilePath}
            messageAction={props.messageAction}
          />
        </>
      )}
      <CalendarFeedCard />
    </Stack>
  );
}
