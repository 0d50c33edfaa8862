import { Alert, Button, Group, Text } from '@mantine/core';

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
  return (
    <>
      {props.error && (
        <Alert color="red" variant="light" role="alert" title="Not saved">
          {props.error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c={props.dirty ? 'orange.8' : 'dimmed'} role="status" aria-live="polite">
          {props.dirty ? 'Unsaved changes' : props.savedOnce ? 'Saved' : 'All changes saved'}
        </Text>
        <Group gap="xs">
          {props.dirty && (
            <Button variant="subtle" onClick={props.onReset} disabled={props.saving}>
              Undo changes
            </Button>
          )}
          <Button
            onClick={props.onSave}
            loading={props.saving}
            disabled={!props.dirty || props.disabled}
            aria-label={props.label}
          >
            Save
          </Button>
        </Group>
      </Group>
    </>
  );
}

export const sameSet = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x) => b.includes(x));
