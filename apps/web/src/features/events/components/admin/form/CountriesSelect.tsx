import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { COUNTRIES } from '@matchday/shared';
import { useT } from '../../../../../lib/messages.ts';
import { fm } from './form-messages.ts';

const OPTIONS = [...COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((c) => ({ value: c.code, label: c.name }));

/** ISO countries (code as value), searchable by English name. */
export function CountriesMultiSelect(props: Omit<MultiSelectProps, 'data'>) {
  const t = useT();
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t(fm.noCountry)}
      {...props}
      data={OPTIONS}
    />
  );
}
