import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CompaniesDocument } from '../../../../gql/admin.ts';

/**
 * Pick companies by name (searched on the server); the value is their ids. `names` names the
 * companies already picked (an admin's account list when editing it).
 */
export function CompanyPicker(props: {
  label: string;
  description?: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  names?: Record<string, string>;
  onNames?: (names: Record<string, string>) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [names, setNames] = useState<Record<string, string>>(props.names ?? {});
  const { data, loading } = useQuery(CompaniesDocument, {
    variables: { filter: { search: debounced || null }, limit: 20, offset: 0 },
  });
  const found = data?.companies.items ?? [];
  const known = { ...names, ...Object.fromEntries(found.map((c) => [c.id, c.name])) };
  const options = [...new Set([...props.value, ...found.map((c) => c.id)])].map((id) => ({
    value: id,
    label: known[id] ?? 'Unknown company',
  }));
  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      placeholder="Search companies"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      nothingFoundMessage={loading ? 'Searching…' : 'No company by that name'}
      data={options}
      value={props.value}
      error={props.error}
      onChange={(ids) => {
        setNames(known);
        props.onNames?.(known);
        props.onChange(ids);
      }}
    />
  );
}
