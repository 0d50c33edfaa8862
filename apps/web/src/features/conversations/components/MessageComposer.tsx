import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGE_LIMITS } from '@matchday/shared';
import { useState } from 'react';

/** Writes a message: Enter sends, Shift+Enter starts a new line; errors are said under it. */
export function MessageComposer(props: {
  onSend(body: string): Promise<unknown>;
  disabled?: boolean;
  disabledReason?: string;
}) {
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!body.trim()) {
      setError('Write a message first');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await props.onSend(body);
      setBody('');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The message could not be sent');
    } finally {
      setSending(false);
    }
  };
  const left = MESSAGE_LIMITS.body - body.length;
  return (
    <Stack gap={4}>
      <Textarea
        label="Message"
        placeholder="Write a message"
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MESSAGE_LIMITS.body}
        error={error}
        disabled={props.disabled}
        description={
          props.disabled ? props.disabledReason : 'Enter sends, Shift+Enter starts a new line'
        }
      />
      <Group justify="space-between">
        <Text size="xs" c={left < 200 ? 'orange.8' : 'dimmed'} aria-live="polite">
          {left < 200 ? `${left} characters left` : ''}
        </Text>
        <Button onClick={() => void send()} loading={sending} disabled={props.disabled}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
