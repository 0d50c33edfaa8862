import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { selectionAnswerInput } from '@matchday/shared';
import { useState } from 'react';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  failed: { id: 'matchmaking.decline.failed', defaultMessage: 'Something went wrong' },
  label: { id: 'matchmaking.decline.label', defaultMessage: 'Decline the meeting with {name}' },
  button: { id: 'matchmaking.decline.button', defaultMessage: 'Decline' },
  title: { id: 'matchmaking.decline.title', defaultMessage: 'Decline the meeting with {name}?' },
  text: {
    id: 'matchmaking.decline.text',
    defaultMessage:
      '{name} sees that you declined, and no meeting is scheduled. Your answer is final.',
  },
  reason: { id: 'matchmaking.decline.reason', defaultMessage: 'Reason' },
  reasonHelp: {
    id: 'matchmaking.decline.reasonHelp',
    defaultMessage: 'Optional. {name} and the organisers read it.',
  },
  cancel: { id: 'matchmaking.decline.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'matchmaking.decline.confirm', defaultMessage: 'Decline meeting' },
});

/**
 * The startup declines a corporate's selection, asked first, with an optional reason that the
 * corporate and the organisers read (checked by the shared input as it is typed).
 */
export function DeclineSelectionButton(props: {
  corporate: string;
  onDecline: (reason: string | null) => Promise<unknown>;
}) {
  const t = useT();
  const name = props.corporate;
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
      setError(e instanceof Error ? e.message : t(m.failed));
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
        aria-label={t(m.label, { name })}
        onClick={() => setOpen(true)}
      >
        {t(m.button)}
      </Button>
      <Modal
        opened={open}
        onClose={() => !busy && setOpen(false)}
        title={t(m.title, { name })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t(m.text, { name })}</Text>
          <Textarea
            label={t(m.reason)}
            description={t(m.reasonHelp, { name })}
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
              {t(m.cancel)}
            </Button>
            <Button
              color="red"
              loading={busy}
              disabled={!parsed.success}
              onClick={() => void confirm()}
            >
              {t(m.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
