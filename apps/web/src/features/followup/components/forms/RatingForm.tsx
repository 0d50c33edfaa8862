import { Alert, Button, Checkbox, Group, Radio, Stack, Textarea } from '@mantine/core';
import { rateMeetingInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';

export type RatingValues = { score: number; comment?: string; wantsFollowUp: boolean };

const SCORES = [
  ['1', '1 – poor'],
  ['2', '2'],
  ['3', '3'],
  ['4', '4'],
  ['5', '5 – excellent'],
] as const;

/**
 * Score 1–5, a comment and whether a follow-up is wanted: the same form in the app and behind a
 * mailed link, and filled with the rating given when its author corrects it (`initial`).
 * `onSubmit` answers the server's field errors, or null when saved.
 */
export function RatingForm(props: {
  counterpart: string;
  initial?: { score: number; comment?: string | null; wantsFollowUp: boolean } | null;
  submitLabel?: string;
  onSubmit: (values: RatingValues) => Promise<FieldErrors | null>;
}) {
  const [score, setScore] = useState<string>(props.initial ? String(props.initial.score) : '');
  const [comment, setComment] = useState(props.initial?.comment ?? '');
  const [wantsFollowUp, setWantsFollowUp] = useState(props.initial?.wantsFollowUp ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = rateMeetingInput.safeParse({
      score: score ? Number(score) : undefined,
      comment,
      wantsFollowUp,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    try {
      setErrors((await props.onSubmit(parsed.data)) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={`Rate the meeting with ${props.counterpart}`}
    >
      <Stack gap="md">
        <Radio.Group
          label={`How useful was the meeting with ${props.counterpart}?`}
          description="1 = poor, 5 = excellent"
          value={score}
          onChange={(value) => {
            setScore(value);
            setErrors(({ score: _dropped, ...rest }) => rest);
          }}
          error={errors.score}
          required
        >
          <Group gap="md" mt="xs">
            {SCORES.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Comment"
          description="Seen by the organisers, never by the other party"
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.comment}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={2000}
        />
        <Checkbox
          label="We want a follow-up with them"
          checked={wantsFollowUp}
          onChange={(e) => setWantsFollowUp(e.currentTarget.checked)}
        />
        {errors[''] && (
          <Alert color="red" variant="light" role="alert">
            {errors['']}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {props.submitLabel ?? 'Send rating'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
