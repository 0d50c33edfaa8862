import { Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { GRANT_LIMITS } from '@matchday/shared';
import { useState } from 'react';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { errorsFromGraphQL, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useGrantReview } from '../../hooks/useGrantReview.ts';

type Step = 'APPROVED' | 'REJECTED' | 'CHANGES';

/** What each step says: its dialog, its button, and the note it needs. */
const STEPS: Record<
  Step,
  { title: string; message: string; confirm: string; color?: string; needNote: string | null }
> = {
  APPROVED: {
    title: 'Approve the application?',
    message:
      'Both parties are told it is approved; the agreement can then be sent. This cannot be undone.',
    confirm: 'Approve',
    needNote: null,
  },
  REJECTED: {
    title: 'Reject the application?',
    message: 'Both parties are told it is not approved, with your note. This cannot be undone.',
    confirm: 'Reject',
    color: 'red',
    needNote: 'Say why the application is rejected',
  },
  CHANGES: {
    title: 'Send it back for changes?',
    message:
      'The startup is told what to change, with your note, and can edit and submit the application again. What it submitted is kept as a version.',
    confirm: 'Send back',
    color: 'orange',
    needNote: 'Say what the applicant should change',
  },
};

/**
 * The programme's step: start the review of a SUBMITTED application, then decide an IN_REVIEW
 * one — approve, reject, or send it back to the startup for changes. Rejecting and asking for
 * changes need a note: their confirmation opens only once it is written.
 */
export function DecisionCard(props: { app: { id: string; status: string } }) {
  const { start, decide, ask, busy } = useGrantReview();
  const [step, setStep] = useState<Step | null>(null);
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
  const says = step ? STEPS[step] : null;
  const noteReady = () => {
    if (!says?.needNote || note.trim()) return true;
    setErrors({ note: says.needNote });
    return false;
  };
  const send = async () => {
    setErrors({});
    const id = props.app.id;
    try {
      if (step === 'CHANGES') await ask({ variables: { id, input: { note } } });
      else await decide({ variables: { id, input: { decision: step!, note: note || null } } });
    } catch (e) {
      const found = errorsFromGraphQL(e);
      setErrors(found);
      throw new Error(found['note'] ?? found['decision'] ?? found[''] ?? 'Not recorded');
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
          value={step}
          onChange={(v) => {
            setStep(v as Step);
            setErrors({});
          }}
          error={errors['decision']}
        >
          <Group mt="xs">
            <Radio value="APPROVED" label="Approve" />
            <Radio value="REJECTED" label="Reject" />
            <Radio value="CHANGES" label="Ask for changes" />
          </Group>
        </Radio.Group>
        <Textarea
          label={step === 'CHANGES' ? 'What should the startup change?' : 'Note to both parties'}
          description={
            says?.needNote ? 'Required' : step ? 'Optional for an approval' : 'Choose a decision'
          }
          autosize
          minRows={3}
          maxLength={GRANT_LIMITS.note}
          value={note}
          error={errors['note']}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            if (errors['note']) setErrors({});
          }}
        />
        <Group>
          <ConfirmAction
            label={step === 'CHANGES' ? 'Send back for changes' : 'Record the decision'}
            title={says?.title ?? ''}
            message={says?.message ?? ''}
            confirmLabel={says?.confirm ?? ''}
            color={says?.color}
            canOpen={noteReady}
            onConfirm={send}
            buttonProps={{ disabled: !step, loading: busy }}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
