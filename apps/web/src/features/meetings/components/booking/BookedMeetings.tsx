import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { EventBookingDocument } from '../../../../gql/admin.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  booked: { id: 'organiserRequests.bookedBadge', defaultMessage: 'Booked by participants' },
});

const BookedMeetings = createContext<ReadonlySet<string>>(new Set());

/** The meetings of an event that participants booked (accepted requests), for the board. */
export function BookedMeetingsProvider(props: { eventId: string; children: ReactNode }) {
  const { data } = useQuery(EventBookingDocument, { variables: { eventId: props.eventId } });
  const booked = useMemo(
    () =>
      new Set(
        (data?.eventBookingRequests ?? [])
          .filter((r) => r.state === 'ACCEPTED' && r.meetingId)
          .map((r) => r.meetingId!),
      ),
    [data],
  );
  return <BookedMeetings.Provider value={booked}>{props.children}</BookedMeetings.Provider>;
}

/** "Booked by participants" on a meeting of the board that participants booked. */
export function BookedBadge(props: { meetingId: string }) {
  const t = useT();
  if (!useContext(BookedMeetings).has(props.meetingId)) return null;
  return (
    <Badge size="xs" color="teal" variant="light" data-testid="booked-badge">
      {t(m.booked)}
    </Badge>
  );
}
