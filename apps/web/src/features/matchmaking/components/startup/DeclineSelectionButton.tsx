import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { selectionAnswerInput } from '@matchday/shared';
import { useState } from 'react';

/**
 * The startup declines a corporate's selection, asked first, with an optional reason that the
 * corporate and the organisers read (checked by the shared input as it is typed).
 */
export function DeclineSelectionButton(props: {
  corporate: string;
  onDecline: (reason: string | null) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = selectionAnswerInput.safeParse({ accept: false, reason });
  const fieldError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const confirm = async () => {
    if (!parsed.success) return;
    setBusy(true);
    setError(null);
    try {
      await props.onDecline(parsed.data.reason ?? null);
      setOpen(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        color="red"
        aria-label={`Decline the meeting with ${props.corporate}`}
        onClick={() => setOpen(true)}
      >
        Decline
      </Button>
      <Modal
        opened={open}
        onClose={() => !busy && setOpen(false)}
        title={`Decline the meeting with ${props.corporate}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {props.corporate} sees that you declined, and no meeting is scheduled. Your answer is
            final.
          </Text>
          <Textarea
            label="Reason"
            description={`Optional. ${props.corporate} and the organisers read it.`}
            autosize
            minRows={3}
            maxRows={8}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={fieldError}
            data-autofocus
          />
          {error && (
            <Text size="sm" c="red.7" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={busy}
              disabled={!parsed.success}
              onClick={() => void confirm()}
            >
              Decline meeting
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
