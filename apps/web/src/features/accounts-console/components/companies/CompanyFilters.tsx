import { useQuery } from '@apollo/client/react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { INCUBATORS } from '@matchday/shared';
import { useState } from 'react';
import { CountrySelect } from '../../../../components/PlaceSelect.tsx';
import { BadgesDocument } from '../../../../gql/admin.ts';

const INCUBATOR_OPTIONS = INCUBATORS.map((i) => ({ value: i.id, label: i.name }));

/** Search and filters of the companies list; every value lives in the URL. */
export function CompanyFilters(props: {
  get: (key: string) => string;
  set: (key: string, value: string | null) => void;
  showIncubator: boolean;
}) {
  const { get, set } = props;
  const [search, setSearch] = useState(get('q'));
  const push = useDebouncedCallback((value: string) => set('q', value.trim() || null), 300);
  const badges = useQuery(BadgesDocument);
  const badgeOptions = (badges.data?.badges ?? []).map((b) => ({ value: b.id, label: b.name }));

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label="Search"
        placeholder="Company name"
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          push(e.currentTarget.value);
        }}
        style={{ gridColumn: 'span 2' }}
        data-testid="company-search"
      />
      <Select
        label="Type"
        placeholder="Any"
        clearable
        data={[
          { value: 'startup', label: 'Startups' },
          { value: 'corp', label: 'Corporates' },
        ]}
        value={get('type') || null}
        onChange={(v) => set('type', v)}
      />
      <Select
        label="Status"
        placeholder="Any"
        clearable
        data={[
          { value: 'ACTIVE', label: 'Active' },
          { value: 'PENDING', label: 'Pending' },
          { value: 'INACTIVE', label: 'Inactive' },
        ]}
        value={get('status') || null}
        onChange={(v) => set('status', v)}
      />
      {props.showIncubator && (
        <Select
          label="Incubator"
          placeholder="Any"
          clearable
          searchable
          data={INCUBATOR_OPTIONS}
          value={get('incubator') || null}
          onChange={(v) => set('incubator', v)}
        />
      )}
      <CountrySelect
        label="Country"
        placeholder="Any"
        clearable
        value={get('country') || null}
        onChange={(v) => set('country', v)}
      />
      <Select
        label="Grants access"
        placeholder="Any"
        clearable
        data={[
          { value: 'yes', label: 'Has access' },
          { value: 'no', label: 'No access' },
        ]}
        value={get('grants') || null}
        onChange={(v) => set('grants', v)}
      />
      <Select
        label="Badge"
        placeholder={badgeOptions.length ? 'Any' : 'No badges yet'}
        clearable
        searchable
        data={badgeOptions}
        value={get('badge') || null}
        onChange={(v) => set('badge', v)}
      />
    </SimpleGrid>
  );
}
