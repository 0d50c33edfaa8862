import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { plural } from '@matchday/shared';
import { useState } from 'react';
import { ParticipantRemovalPreviewDocument } from '../../../../../gql/admin.ts';
import { useRemoveParticipant } from '../../../hooks/useRemoveParticipant.ts';

/**
 * Remove an approved participant: the dialog first asks the server what that does (matches
 * that end, meetings cancelled), names it, and removes on confirmation.
 */
export function RemoveParticipantButton(props: {
  attendanceId: string;
  name: string;
  onRemoved: (done: { matches: number; meetings: number }) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => setOpen(true)}
        aria-label={`Remove ${props.name}`}
      >
        Remove
      </Button>
      {open && <RemoveDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function RemoveDialog(props: {
  attendanceId: string;
  name: string;
  onClose: () => void;
  onRemoved: (done: { matches: number; meetings: number }) => void;
}) {
  const preview = useQuery(ParticipantRemovalPreviewDocument, {
    variables: { attendanceId: props.attendanceId },
    fetchPolicy: 'network-only',
  });
  const [remove, { loading, error }] = useRemoveParticipant();
  const effects = preview.data?.participantRemovalPreview;
  const confirm = async () => {
    const { data } = await remove({ variables: { attendanceId: props.attendanceId } }).catch(
      () => ({ data: undefined }),
    );
    if (data) props.onRemoved(data.removeParticipant);
  };
  return (
    <Modal
      opened
      onClose={() => !loading && props.onClose()}
      title={`Remove ${props.name}?`}
      centered
    >
      <Stack gap="md">
        {preview.error ? (
          <Alert color="red" variant="light" role="alert" title="Cannot remove">
            {preview.error.message}
          </Alert>
        ) : !effects ? (
          <Skeleton h={60} />
        ) : (
          <Stack gap={6} data-testid="removal-effects">
            <Text size="sm">
              {props.name} no longer takes part in this event; the list shows it as withdrawn.
            </Text>
            <Text size="sm" fw={600}>
              {effects.matches || effects.meetings
                ? `${plural(effects.matches, 'match', 'matches')} end and ${plural(effects.meetings, 'meeting')} not yet held ${effects.meetings === 1 ? 'is' : 'are'} cancelled.`
                : 'It has no open matches and no meetings to cancel.'}
            </Text>
            {effects.meetings > 0 && (
              <Text size="sm" c="dimmed">
                Both sides of each published meeting are told by e-mail and in their notifications.
              </Text>
            )}
          </Stack>
        )}
        {error && (
          <Text size="sm" c="red.7" role="alert">
            {error.message}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={loading} disabled={!effects} onClick={() => void confirm()}>
            Remove participant
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
