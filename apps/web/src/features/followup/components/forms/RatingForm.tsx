import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { rateMeetingInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import classes from './RatingForm.module.css';

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
          {/* Five large cards (at least 48 px square), so a thumb hits the right score on a phone. */}
          <SimpleGrid cols={5} spacing={8} mt="xs" maw={360}>
            {SCORES.map(([value, label]) => (
              <Radio.Card
                key={value}
                value={value}
                aria-label={label}
                className={classes.score}
                data-testid={`score-${value}`}
              >
                <span className={classes.number}>{value}</span>
              </Radio.Card>
            ))}
          </SimpleGrid>
          <Group justify="space-between" maw={360} mt={4} aria-hidden>
            <Text size="xs" c="dimmed">
              poor
            </Text>
            <Text size="xs" c="dimmed">
              excellent
            </Text>
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
          size="md"
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
          <Button type="submit" loading={busy} size="md" className={classes.submit}>
            {props.submitLabel ?? 'Send rating'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
