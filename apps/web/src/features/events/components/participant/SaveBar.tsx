import { Alert, Button, Group, Text } from '@mantine/core';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  notSaved: { id: 'events.save.notSaved', defaultMessage: 'Not saved' },
  unsaved: { id: 'events.save.unsaved', defaultMessage: 'Unsaved changes' },
  saved: { id: 'events.save.saved', defaultMessage: 'Saved' },
  allSaved: { id: 'events.save.allSaved', defaultMessage: 'All changes saved' },
  undo: { id: 'events.save.undo', defaultMessage: 'Undo changes' },
  save: { id: 'events.save.save', defaultMessage: 'Save' },
});

/** The explicit Save of a card: whether its changes are saved, the server's error, the button. */
export function SaveBar(props: {
  dirty: boolean;
  saving: boolean;
  savedOnce: boolean;
  error: string | null;
  disabled?: boolean;
  onSave: () => void;
  onReset: () => void;
  label: string;
}) {
  const t = useT();
  return (
    <>
      {props.error && (
        <Alert color="red" variant="light" role="alert" title={t(m.notSaved)}>
          {props.error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={props.dirty ? 'orange.8' : 'dimmed'} role="status" aria-live="polite">
          {t(props.dirty ? m.unsaved : props.savedOnce ? m.saved : m.allSaved)}
        </Text>
        <Group gap="xs">
          {props.dirty && (
            <Button variant="subtle" onClick={props.onReset} disabled={props.saving}>
              {t(m.undo)}
            </Button>
          )}
          <Button
            onClick={props.onSave}
            loading={props.saving}
            disabled={!props.dirty || props.disabled}
            aria-label={props.label}
          >
            {t(m.save)}
          </Button>
        </Group>
      </Group>
    </>
  );
}

export const sameSet = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
