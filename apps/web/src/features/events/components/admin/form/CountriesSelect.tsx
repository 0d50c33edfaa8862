import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { COUNTRIES } from '@matchday/shared';

const OPTIONS = [...COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((c) => ({ value: c.code, label: c.name }));

/** ISO countries (code as value), searchable by English name. */
export function CountriesMultiSelect(props: Omit<MultiSelectProps, 'data'>) {
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage="No country by that name"
      {...props}
      data={OPTIONS}
    />
  );
}
