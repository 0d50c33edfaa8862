import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { defineMessages, useT } from '../lib/messages.ts';

const m = defineMessages({
  cancel: { id: 'confirm.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'confirm.failed', defaultMessage: 'Something went wrong' },
});

/**
 * A button that asks first: a dialog states what will happen and offers Cancel (focused) and
 * the action. While the action runs the dialog stays open; its error is shown in the dialog.
 */
export function ConfirmAction(props: {
  label: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  color?: string;
  /** Asked before the dialog opens: false keeps it closed (the form marks what is missing). */
  canOpen?: () => boolean;
  buttonProps?: ButtonProps & { 'aria-label'?: string; 'data-testid'?: string };
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
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
        color={props.color}
        {...props.buttonProps}
        onClick={() => (props.canOpen?.() ?? true) && setOpen(true)}
      >
        {props.label}
      </Button>
      <Modal opened={open} onClose={() => !busy && setOpen(false)} title={props.title} centered>
        <Stack gap="md">
          <Text size="sm">{props.message}</Text>
          {error && (
            <Text size="sm" c="red.7" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={busy} data-autofocus>
              {t(m.cancel)}
            </Button>
            <Button color={props.color ?? 'red'} loading={busy} onClick={() => void confirm()}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
