import { Stack, Text } from '@mantine/core';
import { PlacesMultiSelect } from '../../../../components/PlaceSelect.tsx';
import type { StepProps } from './step-props.ts';

/** Step 4: interested countries and regions (SPEC §3). */
export function MarketsStep({ values, onChange, errors }: StepProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Where do you want to find customers and partners? Choose whole regions, single countries, or
        both. Leave it empty if you are open to anywhere.
      </Text>
      <PlacesMultiSelect
        label="Interested countries and regions"
        placeholder="Search, e.g. Europe or Japan"
        value={values.interestedCountries}
        error={errors.interestedCountries}
        onChange={(interestedCountries) => onChange({ interestedCountries })}
      />
    </Stack>
  );
}
