import { Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import type { GrantDecision } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { errorsFromGraphQL, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useGrantReview } from '../../hooks/useGrantReview.ts';

/**
 * The programme's step: start the review of a SUBMITTED application, then decide an IN_REVIEW
 * one with a note (required to reject). Both parties are mailed the decision.
 */
export function DecisionCard(props: { app: { id: string; status: string } }) {
  const { start, decide, busy } = useGrantReview();
  const [decision, setDecision] = useState<GrantDecision | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  if (props.app.status === 'SUBMITTED') {
    return (
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="xs">
          Review
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Start the review to decide; the parties see that it is in review.
        </Text>
        <Button loading={busy} onClick={() => void start({ variables: { id: props.app.id } })}>
          Start review
        </Button>
      </Paper>
    );
  }
  if (props.app.status !== 'IN_REVIEW') return null;
  const send = async () => {
    setErrors({});
    try {
      await decide({
        variables: { id: props.app.id, input: { decision: decision!, note: note || null } },
      });
    } catch (e) {
      const found = errorsFromGraphQL(e);
      setErrors(found);
      throw new Error(found['note'] ?? found['decision'] ?? found[''] ?? 'Not decided');
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="md">
        Decision
      </Title>
      <Stack gap="md">
        <Radio.Group
          label="The programme’s decision"
          value={decision}
          onChange={(v) => setDecision(v as GrantDecision)}
          error={errors['decision']}
        >
          <Group mt="xs">
            <Radio value="APPROVED" label="Approve" />
            <Radio value="REJECTED" label="Reject" />
          </Group>
        </Radio.Group>
        <Textarea
          label="Note to both parties"
          description={decision === 'REJECTED' ? 'Required: say why' : 'Optional for an approval'}
          autosize
          minRows={3}
          maxLength={2000}
          value={note}
          error={errors['note']}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group>
          <ConfirmAction
            label="Record the decision"
            title={decision === 'REJECTED' ? 'Reject the application?' : 'Approve the application?'}
            message={
              decision === 'REJECTED'
                ? 'Both parties are told it is not approved, with your note. This cannot be undone.'
                : 'Both parties are told it is approved; the agreement can then be sent. This cannot be undone.'
            }
            confirmLabel={decision === 'REJECTED' ? 'Reject' : 'Approve'}
            color={decision === 'REJECTED' ? 'red' : undefined}
            onConfirm={send}
            buttonProps={{ disabled: !decision, loading: busy }}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
