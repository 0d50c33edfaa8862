import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  FOLLOW_UP_RESULT_LABELS,
  FOLLOW_UP_RESULTS,
  followUpReportInput,
  OUTCOME_KINDS,
  OUTCOME_LABELS,
  recordFollowUpInput,
  type FollowUpResult,
  type OutcomeKind,
} from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';

export type FollowUpValues = {
  result: FollowUpResult;
  outcomes: { kind: OutcomeKind; happenedOn?: string }[];
  comment?: string;
  source?: string;
};

/**
 * The second stage: what came of a meeting, and concrete outcomes with their dates. Organisers
 * (`withSource`) also say how they learned it.
 */
export function FollowUpForm(props: {
  counterpart: string;
  withSource?: boolean;
  initial?: {
    result: FollowUpResult;
    outcomes: { kind: OutcomeKind; happenedOn?: string | null }[];
  } | null;
  submitLabel?: string;
  onSubmit: (values: FollowUpValues) => Promise<FieldErrors | null>;
}) {
  const [result, setResult] = useState<string>(props.initial?.result ?? '');
  const [outcomes, setOutcomes] = useState<Partial<Record<OutcomeKind, string>>>(
    Object.fromEntries((props.initial?.outcomes ?? []).map((o) => [o.kind, o.happenedOn ?? ''])),
  );
  const [comment, setComment] = useState('');
  const [source, setSource] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = {
      result: result || undefined,
      outcomes: Object.entries(outcomes).map(([kind, happenedOn]) => ({ kind, happenedOn })),
      comment,
      ...(props.withSource ? { source } : {}),
    };
    const parsed = (props.withSource ? recordFollowUpInput : followUpReportInput).safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    try {
      setErrors((await props.onSubmit(parsed.data as FollowUpValues)) ?? {});
    } finally {
      setBusy(false);
    }
  };

  const outcomeError = Object.entries(errors).find(([k]) => k.startsWith('outcomes'))?.[1];
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Follow-up of the meeting with ${props.counterpart}`}
    >
      <Stack gap="md">
        <Radio.Group
          label={`What came of the meeting with ${props.counterpart}?`}
          value={result}
          onChange={(value) => {
            setResult(value);
            setErrors(({ result: _dropped, ...rest }) => rest);
          }}
          error={errors.result}
          required
        >
          <Stack gap={6} mt="xs">
            {FOLLOW_UP_RESULTS.map((r) => (
              <Radio key={r} value={r} label={FOLLOW_UP_RESULT_LABELS[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="outcomes-label">
            Concrete outcomes
          </Text>
          <Text size="xs" c="dimmed">
            Tick what happened and, if you know it, when.
          </Text>
          {OUTCOME_KINDS.map((kind) => {
            const on = kind in outcomes;
            return (
              <Group key={kind} gap="sm" wrap="wrap" align="center" mih={36}>
                <Checkbox
                  w={170}
                  label={OUTCOME_LABELS[kind]}
                  checked={on}
                  onChange={(e) => {
                    const next = { ...outcomes };
                    if (e.currentTarget.checked) next[kind] = '';
                    else delete next[kind];
                    setOutcomes(next);
                  }}
                />
                {on && (
                  <TextInput
                    type="date"
                    size="xs"
                    aria-label={`Date of the ${OUTCOME_LABELS[kind].toLowerCase()}`}
                    value={outcomes[kind] ?? ''}
                    onChange={(e) => setOutcomes({ ...outcomes, [kind]: e.currentTarget.value })}
                  />
                )}
              </Group>
            );
          })}
          {outcomeError && (
            <Text size="sm" c="red.7" role="alert">
              {outcomeError}
            </Text>
          )}
        </Stack>
        {props.withSource && (
          <TextInput
            label="How did you learn this?"
            description="E.g. a phone call with the startup"
            value={source}
            onChange={(e) => setSource(e.currentTarget.value)}
            error={errors.source}
            required
            maxLength={500}
          />
        )}
        <Textarea
          label="Comment"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.comment}
          autosize
          minRows={2}
          maxLength={2000}
        />
        {errors[''] && (
          <Alert color="red" variant="light" role="alert">
            {errors['']}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {props.submitLabel ?? 'Send follow-up'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
