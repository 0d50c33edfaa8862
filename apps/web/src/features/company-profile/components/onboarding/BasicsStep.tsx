import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SIZE_BANDS, TEXT_LIMITS } from '@matchday/shared';
import { CountrySelect } from '../../../../components/PlaceSelect.tsx';
import type { StepProps } from './step-props.ts';

const SIZE_OPTIONS = SIZE_BANDS.map((b) => ({ value: b, label: `${b} employees` }));

/** Step 1: company basics. */
export function BasicsStep({ values, onChange, errors }: StepProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Company name"
        required
        maxLength={TEXT_LIMITS.name}
        value={values.name}
        error={errors.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Organisation number"
          placeholder="e.g. 559123-4567"
          value={values.organisationNumber}
          error={errors.organisationNumber}
          onChange={(e) => onChange({ organisationNumber: e.currentTarget.value })}
        />
        <TextInput
          label="Website"
          placeholder="https://example.com"
          inputMode="url"
          value={values.website}
          error={errors.website}
          onChange={(e) => onChange({ website: e.currentTarget.value })}
        />
        <CountrySelect
          label="Country"
          required
          value={values.country}
          error={errors.country}
          onChange={(country) => onChange({ country })}
        />
        <TextInput
          label="City"
          required
          value={values.city}
          error={errors.city}
          onChange={(e) => onChange({ city: e.currentTarget.value })}
        />
        <NumberInput
          label="Founded"
          placeholder="e.g. 2021"
          min={1800}
          max={new Date().getFullYear()}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          value={values.foundedYear}
          error={errors.foundedYear}
          onChange={(foundedYear) => onChange({ foundedYear })}
        />
        <Select
          label="Size"
          required
          placeholder="Number of employees"
          data={SIZE_OPTIONS}
          value={values.sizeBand}
          error={errors.sizeBand}
          onChange={(sizeBand) => onChange({ sizeBand })}
        />
      </SimpleGrid>
    </Stack>
  );
}
