import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ProposeOtherTimeDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { TimePicker } from './TimePicker.tsx';

const m = defineMessages({
  title: { id: 'booking.propose.title', defaultMessage: 'Propose another time to {name}' },
  intro: {
    id: 'booking.propose.intro',
    defaultMessage:
      'This request is answered with the time you pick: the other side receives a new request for it.',
  },
  cancel: { id: 'booking.propose.cancel', defaultMessage: 'Cancel' },
});

/**
 * A counter-proposal to a received meeting request: the times both are free; the picked one
 * goes to the requester as a new request (the received one becomes "Another time proposed").
 */
export function ProposeTimeModal(props: {
  eventId: string;
  request: {
    id: string;
    counterpartId: string;
    counterpartName: string;
    startsAt: unknown;
  } | null;
  onClose: () => void;
}) {
  const t = useT();
  const [propose, { loading }] = useMutation(ProposeOtherTimeDocument, {
    refetchQueries: ['MyBookingRequests'],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const r = props.request;
  const name = r?.counterpartName ?? '';
  return (
    <Modal opened={!!r} onClose={props.onClose} title={t(m.title, { name })} size="lg">
      {r && (
        <Stack gap="sm" data-testid="propose-time">
          <Text size="sm" c="dimmed">
            {t(m.intro)}
          </Text>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TimePicker
            eventId={props.eventId}
            counterpartId={r.counterpartId}
            busy={loading}
            exclude={r.startsAt}
            onPick={(slot) => {
              setProblem(null);
              propose({ variables: { requestId: r.id, slot } })
                .then(() => props.onClose())
                .catch((e: unknown) => setProblem(e instanceof Error ? e.message : String(e)));
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t(m.cancel)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
