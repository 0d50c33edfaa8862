import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useApplyToNeed } from '../../hooks/useApplyToNeed.ts';
import { errorText } from '../../lib/words.ts';
import classes from '../shared/matchmaking.module.css';

const NOTE_MAX = 1000;

/**
 * "I'm interested" on a published need, with a short note (applyToNeed). Once sent, the note is
 * shown and can be edited; the engine counts the interest when it suggests startups.
 */
export function InterestBox(props: {
  needId: string;
  needTitle: string;
  corporateName: string;
  application: { note: string } | null;
  disabled?: boolean;
}) {
  const [apply, { loading }] = useApplyToNeed();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sent = props.application;
  const open = () => {
    setNote(sent?.note ?? '');
    setProblem(null);
    setEditing(true);
  };
  const save = async () => {
    setProblem(null);
    try {
      await apply({ variables: { needId: props.needId, note: note.trim() } });
      setEditing(false);
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  if (editing) {
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={`A short note to ${props.corporateName}`}
            description="What you bring to this need, e.g. a customer case or a pilot. Optional."
            autosize
            minRows={3}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            data-autofocus
            autoFocus
          />
          {problem && (
            <Alert color="red" variant="light" role="alert" py={6}>
              {problem}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {note.length} / {NOTE_MAX}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => setEditing(false)} disabled={loading}>
                Cancel
              </Button>
              <Button type="submit" loading={loading}>
                {sent ? 'Save note' : 'Send interest'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    );
  }
  if (sent) {
    return (
      <Paper radius="md" p="sm" bg="green.0" role="status">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
            <Text size="sm" fw={600} c="green.9">
              ✓ You told {props.corporateName} you are interested
            </Text>
            {sent.note ? (
              <Text size="sm" className={classes.quote}>
                {sent.note}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Without a note.
              </Text>
            )}
          </Stack>
          {!props.disabled && (
            <Button
              variant="default"
              size="xs"
              onClick={open}
              aria-label={`Edit note on ${props.needTitle}`}
            >
              Edit note
            </Button>
          )}
        </Group>
      </Paper>
    );
  }
  return (
    <Group gap="sm">
      <Button
        onClick={open}
        disabled={props.disabled}
        aria-label={`I’m interested in ${props.needTitle}`}
      >
        I’m interested
      </Button>
      <Text size="xs" c="dimmed" maw={420}>
        {props.corporateName} and the organisers see your interest; it counts when startups are
        suggested for this need.
      </Text>
    </Group>
  );
}
