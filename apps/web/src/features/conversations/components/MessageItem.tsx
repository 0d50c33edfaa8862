import { Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGE_LIMITS } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import type { MessageFieldsFragment } from '../../../gql/startup.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { MessageBody } from './MessageBody.tsx';
import { ReportButton } from './SafetyActions.tsx';

/**
 * One message: the other side's on the left, the own company's on the right. The author changes
 * it within five minutes (Edit) and deletes it (after a confirmation).
 */
export function MessageItem(props: {
  message: MessageFieldsFragment;
  onEdit(body: string): Promise<unknown>;
  onDelete(): Promise<unknown>;
}) {
  const m = props.message;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(m.body);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await props.onEdit(draft);
      setEditing(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The message could not be changed');
    } finally {
      setSaving(false);
    }
  };
  const ours = m.fromMyCompany;
  return (
    <Box
      component="li"
      style={{ alignSelf: ours ? 'flex-end' : 'flex-start', maxWidth: '85%', listStyle: 'none' }}
      data-testid="message"
    >
      <Paper
        radius="md"
        p="xs"
        px="sm"
        withBorder={!ours}
        bg={ours ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-body)'}
      >
        <Text size="xs" c="dimmed">
          {m.author.name} · {formatDateTime(m.sentAt)}
          {m.editedAt && !m.deleted ? ' · edited' : ''}
        </Text>
        {m.deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            Message deleted
          </Text>
        ) : editing ? (
          <Stack gap={6} mt={4}>
            <Textarea
              aria-label="Change the message"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={MESSAGE_LIMITS.body}
              error={error}
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button size="xs" loading={saving} onClick={() => void save()}>
                Save
              </Button>
            </Group>
          </Stack>
        ) : (
          <MessageBody body={m.body} />
        )}
        {!m.fromMyCompany && !m.fromOrganiser && !m.deleted && (
          <Group gap={4} justify="flex-end" mt={4}>
            <ReportButton messageId={m.id} />
          </Group>
        )}
        {m.mine && !m.deleted && !editing && (
          <Group gap={4} justify="flex-end" mt={4}>
            {m.editable && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => {
                  setDraft(m.body);
                  setEditing(true);
                }}
              >
                Edit
              </Button>
            )}
            <ConfirmAction
              label="Delete"
              title="Delete this message?"
              message="Both companies will see that a message was deleted; its text is gone for good."
              confirmLabel="Delete message"
              onConfirm={props.onDelete}
              buttonProps={{ size: 'compact-xs', variant: 'subtle', color: 'red' }}
            />
          </Group>
        )}
      </Paper>
    </Box>
  );
}
