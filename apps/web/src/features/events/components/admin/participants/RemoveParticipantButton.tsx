import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ParticipantRemovalPreviewDocument } from '../../../../../gql/admin.ts';
import { useRemoveParticipant } from '../../../hooks/useRemoveParticipant.ts';
import { useT } from '../../../../../lib/messages.ts';
import { pm } from './participants-messages.ts';

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
  const t = useT();
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => setOpen(true)}
        aria-label={t(pm.removeNamed, { name: props.name })}
      >
        {t(pm.remove)}
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
  const t = useT();
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
      title={t(pm.removeTitle, { name: props.name })}
      centered
    >
      <Stack gap="md">
        {preview.error ? (
          <Alert color="red" variant="light" role="alert" title={t(pm.cannotRemove)}>
            {preview.error.message}
          </Alert>
        ) : !effects ? (
          <Skeleton h={60} />
        ) : (
          <Stack gap={6} data-testid="removal-effects">
            <Text size="sm">{t(pm.noLonger, { name: props.name })}</Text>
            <Text size="sm" fw={600}>
              {effects.matches || effects.meetings
                ? t(pm.effects, { matches: effects.matches, meetings: effects.meetings })
                : t(pm.noEffects)}
            </Text>
            {effects.meetings > 0 && (
              <Text size="sm" c="dimmed">
                {t(pm.bothTold)}
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
            {t(pm.cancel)}
          </Button>
          <Button color="red" loading={loading} disabled={!effects} onClick={() => void confirm()}>
            {t(pm.removeConfirm)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
