import { useQuery } from '@apollo/client/react';
import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { EventBookingModeDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { BookMeetingPanel } from './BookMeetingPanel.tsx';

const m = defineMessages({
  book: { id: 'booking.button.book', defaultMessage: 'Book a meeting' },
  request: { id: 'booking.button.request', defaultMessage: 'Request a meeting' },
});

/**
 * "Book a meeting" (AUTOMATIC events) or "Request a meeting" (APPROVAL) beside a counterpart,
 * opening the panel of times both are free. Not shown where the organisers schedule (ORGANISER).
 */
export function BookMeetingButton(props: {
  eventId: string;
  counterpart: { id: string; name: string };
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(EventBookingModeDocument, { variables: { eventId: props.eventId } });
  const booking = data?.event?.booking;
  if (!booking || booking.schedulingMode === 'ORGANISER') return null;
  const automatic = booking.requestMode === 'AUTOMATIC';
  return (
    <>
      <Button size={props.size ?? 'compact-sm'} variant="light" onClick={() => setOpen(true)}>
        {t(automatic ? m.book : m.request)}
      </Button>
      <BookMeetingPanel
        eventId={props.eventId}
        counterpart={open ? props.counterpart : null}
        automatic={automatic}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
