import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/** The dialog that shows a new secret the one time it is known, with a copy button. */
export function SecretShownOnce(props: {
  title: string;
  secret: string | null;
  explanation: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={!!props.secret} onClose={props.onClose} title={props.title} centered size="lg">
      <Stack gap="md">
        <Alert color="yellow" title="Copy it now">
          {props.explanation} It is shown only this once; Matchday keeps no readable copy.
        </Alert>
        <Code block data-testid="shown-secret" style={{ overflowWrap: 'anywhere' }}>
          {props.secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={props.secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose} data-autofocus>
            Done
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Lost it? Revoke it and make a new one.
        </Text>
      </Stack>
    </Modal>
  );
}
