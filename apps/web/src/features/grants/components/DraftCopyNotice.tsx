import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatTime } from '../../../lib/dates.ts';

/** Says that typed text kept by this browser was restored into the form, and is being saved. */
export function RestoredNotice(props: { at: number; onClose: () => void }) {
  return (
    <Alert
      color="teal"
      variant="light"
      title="Restored what you typed"
      withCloseButton
      closeButtonLabel="Hide this message"
      onClose={props.onClose}
      data-testid="draft-restored"
    >
      <Text size="sm">
        This browser kept what you typed at {formatTime(new Date(props.at))} that had not reached
        the server yet. It is back in the form and saved with the draft.
      </Text>
    </Alert>
  );
}

/**
 * Typed text this browser kept, while the draft has changed elsewhere since: the person
 * chooses — nothing is overwritten and nothing thrown away unasked.
 */
export function OfferedCopyNotice(props: {
  at: number;
  onTake: () => void;
  onDismiss: () => void;
}) {
  return (
    <Alert color="orange" variant="light" title="Text you typed earlier was not saved">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          This browser kept what you typed at {formatTime(new Date(props.at))}, but the draft has
          changed since (in another tab or by a colleague). Use your text, or keep the saved draft.
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={props.onTake}>
            Use what I typed
          </Button>
          <Button size="xs" variant="default" onClick={props.onDismiss}>
            Keep the saved draft
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
