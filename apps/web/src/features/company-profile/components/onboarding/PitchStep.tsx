import { Stack, Textarea, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '@matchday/shared';
import type { StepProps } from './step-props.ts';

/** Step 5: the one-line pitch shown everywhere, and an optional longer one. */
export function PitchStep({ values, onChange, errors }: StepProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="One-line pitch"
        description={`${values.pitchShort.length}/${TEXT_LIMITS.pitchShort} characters — shown on your profile card`}
        required
        maxLength={TEXT_LIMITS.pitchShort}
        placeholder="We help … do … by …"
        value={values.pitchShort}
        error={errors.pitchShort}
        onChange={(e) => onChange({ pitchShort: e.currentTarget.value })}
      />
      <Textarea
        label="Longer pitch"
        description="Problem, solution, traction, what you look for in a corporate partner"
        autosize
        minRows={6}
        maxLength={TEXT_LIMITS.pitchLong}
        value={values.pitchLong}
        error={errors.pitchLong}
        onChange={(e) => onChange({ pitchLong: e.currentTarget.value })}
      />
    </Stack>
  );
}
