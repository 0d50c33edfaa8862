import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { COUNTRIES, REGIONS } from '@matchday/shared';

const COUNTRY_OPTIONS = [...COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((c) => ({ value: c.code, label: c.name }));

const PLACE_GROUPS = [
  { group: 'Regions', items: REGIONS.map((r) => ({ value: r.code, label: r.name })) },
  { group: 'Countries', items: COUNTRY_OPTIONS },
];

/** One country (ISO 3166-1 alpha-2 code as value, English name as label). */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  return (
    <Select
      searchable
      placeholder="Choose a country"
      nothingFoundMessage="No country by that name"
      {...props}
      data={COUNTRY_OPTIONS}
    />
  );
}

/** Interested countries: SPEC §3 regions and ISO countries, searchable by English name. */
export function PlacesMultiSelect(props: Omit<MultiSelectProps, 'data'>) {
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage="No region or country by that name"
      {...props}
      data={PLACE_GROUPS}
    />
  );
}
