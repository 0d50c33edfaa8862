import { Stack, Text } from '@mantine/core';
import { IncubatorFields } from '../../../../components/IncubatorFields.tsx';
import type { StepProps } from './step-props.ts';

/** Step 3: incubator and incubator status. */
export function IncubatorStep({ values, onChange, errors }: StepProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Incubators follow their startups on Matchday: they can help you prepare for meetings.
      </Text>
      <IncubatorFields value={values} onChange={onChange} errors={errors} />
    </Stack>
  );
}
