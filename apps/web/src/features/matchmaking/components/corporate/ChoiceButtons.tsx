import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { MatchChoice } from '@matchday/shared';
import { useState } from 'react';
import { useChooseSuggestion } from '../../hooks/useChooseSuggestion.ts';
import { errorText } from '../../lib/words.ts';
import classes from '../shared/matchmaking.module.css';

const REASON_MAX = 500;

/**
 * Must meet / Meet / No thanks on one suggestion. Must meet and Meet are sent at once (the
 * startup is mailed and asked to confirm; the corporate may change its mind until it answers);
 * No thanks asks for an optional reason first.
 */
export function ChoiceButtons(props: {
  matchId: string;
  startupName: string;
  choice: MatchChoice | null;
  /** Why choices are not taken now (selection window), or null. */
  closedReason?: string | null;
}) {
  const [choose, { loading }] = useChooseSuggestion();
  const [pending, setPending] = useState<MatchChoice | null>(null);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const disabled = !!props.closedReason;

  const send = async (choice: MatchChoice, why?: string) => {
    setProblem(null);
    setPending(choice);
    try {
      const text = why?.trim();
      await choose({
        variables:
          choice === 'NO_THANKS' && text
            ? { matchId: props.matchId, choice, reason: text }
            : { matchId: props.matchId, choice },
      });
      return true;
    } catch (e) {
      setProblem(errorText(e));
      return false;
    } finally {
      setPending(null);
    }
  };

  const button = (choice: MatchChoice, label: string, color: string) => {
    const pressed = props.choice === choice;
    return (
      <Button
        key={choice}
        size="sm"
        color={color}
        autoContrast
        variant={pressed ? 'filled' : 'default'}
        aria-pressed={pressed}
        disabled={disabled || (loading && pending !== choice)}
        loading={pending === choice}
        aria-label={`${label}: ${props.startupName}`}
        onClick={() => {
          if (pressed) return;
          if (choice === 'NO_THANKS') {
            setReason('');
            setProblem(null);
            setAsking(true);
          } else void send(choice);
        }}
      >
        {label}
      </Button>
    );
  };

  return (
    <Stack gap={6}>
      <div
        className={classes.choices}
        role="group"
        aria-label={`Your choice for ${props.startupName}`}
      >
        {button('MUST_MEET', 'Must meet', 'amber')}
        {button('MEET', 'Meet', 'matchday')}
        {button('NO_THANKS', 'No thanks', 'gray')}
      </div>
      {props.closedReason && (
        <Text size="xs" c="dimmed">
          {props.closedReason}: choices cannot change now.
        </Text>
      )}
      {problem && !asking && (
        <Alert color="red" variant="light" role="alert" py={6}>
          {problem}
        </Alert>
      )}
      <Modal
        opened={asking}
        onClose={() => !loading && setAsking(false)}
        title={`No thanks to ${props.startupName}?`}
        centered
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send('NO_THANKS', reason).then((ok) => ok && setAsking(false));
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              The startup is not told. You can still change your mind while the selection is open.
            </Text>
            <Textarea
              label="Reason (optional)"
              description="Helps the organisers suggest better; only they and your team see it."
              autosize
              minRows={2}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-autofocus
            />
            {problem && (
              <Text size="sm" c="red.7" role="alert">
                {problem}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setAsking(false)} disabled={loading}>
                Cancel
              </Button>
              <Button type="submit" color="gray" loading={loading}>
                No thanks
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
