import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { pairName } from '../../lib/format.ts';
import type { BoardMeeting } from './MeetingCard.tsx';

/**
 * Cancels a meeting with a reason (required; participants see it in their agenda and calendar).
 * The server's refusal is shown in the dialog. Keyed by the meeting by its parent.
 */
export function CancelMeetingDialog(props: {
  meeting: BoardMeeting | null;
  onClose: () => void;
  onCancel: (m: BoardMeeting, reason: string) => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const m = props.meeting;

  const submit = async () => {
    if (!m) return;
    if (!reason.trim()) {
      setError('Say why the meeting is cancelled');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await props.onCancel(m, reason.trim());
      props.onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong; try again');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={!!m}
      onClose={() => !busy && props.onClose()}
      title={m ? `Cancel ${pairName(m)}?` : ''}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          {m?.published
            ? 'Both parties see the meeting as cancelled in their agenda and calendar, with your reason. A cancelled meeting cannot be placed again.'
            : 'The pair leaves the schedule for good. A cancelled meeting cannot be placed again.'}
        </Text>
        <Textarea
          label="Reason"
          description="Shown to both parties"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            Keep the meeting
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()}>
            Cancel meeting
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
