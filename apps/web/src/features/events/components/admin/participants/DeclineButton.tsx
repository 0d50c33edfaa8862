import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { attendanceDecisionInput } from '@matchday/shared';
import { useState } from 'react';
import { useT } from '../../../../../lib/messages.ts';
import { pm } from './participants-messages.ts';

/**
 * Decline a registration: a dialog asks for the reason (optional), which the organisation is
 * sent by mail and sees in its notifications and on the event page.
 */
export function DeclineButton(props: {
  name: string;
  onDecline: (reason: string | null) => Promise<unknown>;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = attendanceDecisionInput.safeParse({ approve: false, reason });
  const fieldError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const confirm = async () => {
    if (!parsed.success) return;
    setBusy(true);
    setError(null);
    try {
      await props.onDecline(parsed.data.reason ?? null);
      setOpen(false);
      setReason('');
    } catch (e) {
      setError(e instanceof Error ? e.message : t(pm.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        aria-label={t(pm.declineNamed, { name: props.name })}
        onClick={() => setOpen(true)}
      >
        {t(pm.decline)}
      </Button>
      <Modal
        opened={open}
        onClose={() => !busy && setOpen(false)}
        title={t(pm.declineTitle, { name: props.name })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t(pm.declineText, { name: props.name })}</Text>
          <Textarea
            label={t(pm.reasonLabel)}
            description={t(pm.reasonHelp)}
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
              {t(pm.cancel)}
            </Button>
            <Button
              color="red"
              loading={busy}
              disabled={!parsed.success}
              onClick={() => void confirm()}
            >
              {t(pm.declineConfirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
