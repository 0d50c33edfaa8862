import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { EventOptionsDocument } from '../../../../gql/admin.ts';
import { formatDate } from '../../labels.ts';

/**
 * Pick events by name (searched on the server), each shown with its date and whether it is a
 * draft; the value is their ids. `names` names the events already picked.
 */
export function EventPicker(props: {
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
  const { data, loading, error } = useQuery(EventOptionsDocument, {
    variables: { search: debounced || null, limit: 20 },
  });
  const found = data?.eventPage.items ?? [];
  const known = {
    ...names,
    ...Object.fromEntries(
      found.map((e) => [
        e.id,
        `${e.name} · ${formatDate(e.startDate)}${e.published ? '' : ' (draft)'}`,
      ]),
    ),
  };
  const options = [...new Set([...props.value, ...found.map((e) => e.id)])].map((id) => ({
    value: id,
    label: known[id] ?? 'Unknown event',
  }));
  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      placeholder={props.value.length ? undefined : 'Search events by name'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      nothingFoundMessage={
        error ? 'Events could not be loaded' : loading ? 'Searching…' : 'No event by that name'
      }
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
