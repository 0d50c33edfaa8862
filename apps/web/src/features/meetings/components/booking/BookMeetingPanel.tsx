import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { RequestMeetingDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { TimePicker } from './TimePicker.tsx';

const m = defineMessages({
  title: { id: 'booking.panel.title', defaultMessage: 'Book a meeting with {name}' },
  approval: {
    id: 'booking.panel.approval',
    defaultMessage: 'Pick a time: they are asked and answer; you see the answer on your agenda.',
  },
  automatic: {
    id: 'booking.panel.automatic',
    defaultMessage: 'Pick a time: the meeting is booked at once and is on both agendas.',
  },
  requested: {
    id: 'booking.panel.requested',
    defaultMessage: 'Request sent to {name}. You see the answer on your agenda.',
  },
  booked: {
    id: 'booking.panel.booked',
    defaultMessage: 'Booked: the meeting with {name} is on both agendas.',
  },
  close: { id: 'booking.panel.close', defaultMessage: 'Close' },
});

/**
 * "Book a meeting" for a counterpart at an event: the times both are free, one click requests it
 * (AUTOMATIC events book it at once). Server refusals are shown as they come.
 */
export function BookMeetingPanel(props: {
  eventId: string;
  counterpart: { id: string; name: string } | null;
  automatic: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const [request, { loading }] = useMutation(RequestMeetingDocument, {
    refetchQueries: ['MyBookingRequests', 'MyAgenda'],
  });
  const [done, setDone] = useState<'PENDING' | 'ACCEPTED' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = props.counterpart?.name ?? '';
  const close = () => {
    setDone(null);
    setProblem(null);
    props.onClose();
  };
  return (
    <Modal opened={!!props.counterpart} onClose={close} title={t(m.title, { name })} size="lg">
      {props.counterpart && (
        <Stack gap="sm" data-testid="book-meeting-panel">
          {done ? (
            <Alert color="teal" variant="light" role="status">
              {t(done === 'ACCEPTED' ? m.booked : m.requested, { name })}
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t(props.automatic ? m.automatic : m.approval)}
              </Text>
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              <TimePicker
                eventId={props.eventId}
                counterpartId={props.counterpart.id}
                busy={loading}
                onPick={(slot) => {
                  setProblem(null);
                  request({
                    variables: {
                      eventId: props.eventId,
                      counterpartCompanyId: props.counterpart!.id,
                      slot,
                    },
                  })
                    .then((r) =>
                      setDone(r.data?.requestMeeting.state === 'ACCEPTED' ? 'ACCEPTED' : 'PENDING'),
                    )
                    .catch((e: unknown) => setProblem(e instanceof Error ? e.message : String(e)));
                }}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(m.close)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
