import { useQuery } from '@apollo/client/react';
import {
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { INCUBATORS, INDUSTRIES, STAGE_LABELS, STARTUP_STAGES } from '@matchday/shared';
import { useState } from 'react';
import { SearchInput } from '../../../components/list/SearchInput.tsx';
import { CompanyDirectoryCountriesDocument } from '../../../gql/startup.ts';
import { readIndustries, type FilterKey } from '../directory-params.ts';
import type { DirectoryScope } from '../directory-scope.ts';
import classes from './directory.module.css';

const INDUSTRY_OPTIONS = [...INDUSTRIES];
const STAGE_OPTIONS = STARTUP_STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }));
const INCUBATOR_OPTIONS = INCUBATORS.map((i) => ({ value: i.id, label: i.name }));

/**
 * The directory's search box and filters; every value lives in the URL (useListParams), so a
 * profile's Back returns to the same list. On a phone the filters fold behind a button.
 */
export function DirectoryFilters(props: {
  scope: DirectoryScope;
  get: (key: FilterKey) => string;
  set: (key: FilterKey, value: string | null) => void;
  activeFilters: number;
  onClear: () => void;
}) {
  const { scope, get, set } = props;
  const [open, setOpen] = useState(false);
  const countries = useQuery(CompanyDirectoryCountriesDocument);
  const countryOptions = (countries.data?.companyDirectoryCountries ?? []).map((c) => ({
    value: c.code,
    label: c.name,
  }));
  const placeholder = `Name, pitch or description`;
  // Stage and incubator describe startups: not offered once corporates are chosen.
  const startupFilters = get('type') !== 'corp';

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <SearchInput
            label={`Search ${scope.noun}`}
            placeholder={placeholder}
            value={get('q')}
            onSearch={(v) => set('q', v)}
            testId="directory-search"
          />
        </div>
        <Button
          hiddenFrom="sm"
          variant="default"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="directory-filters"
        >
          {props.activeFilters ? `Filters (${props.activeFilters})` : 'Filters'}
        </Button>
      </Group>
      <div id="directory-filters" className={classes.filters} data-open={open}>
        <Stack gap="sm">
          {scope.filters.type && (
            <SegmentedControl
              aria-label="Kind of company"
              value={get('type') || 'all'}
              onChange={(v) => set('type', v === 'all' ? null : v)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'startup', label: 'Startups' },
                { value: 'corp', label: 'Corporates' },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
            <MultiSelect
              label="Industries"
              placeholder={get('industry') ? undefined : 'Any industry'}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage="No industry by that name"
              data={INDUSTRY_OPTIONS}
              value={readIndustries(get('industry'))}
              onChange={(v) => set('industry', v.length ? v.join(',') : null)}
              data-testid="directory-industries"
            />
            <Select
              label="Country"
              placeholder={countryOptions.length ? 'Any country' : 'No countries yet'}
              searchable
              clearable
              nothingFoundMessage="No country by that name"
              data={countryOptions}
              value={get('country') || null}
              onChange={(v) => set('country', v)}
              data-testid="directory-country"
            />
            {scope.filters.stage && startupFilters && (
              <Select
                label={scope.startups && scope.corporates ? 'Stage (startups)' : 'Stage'}
                placeholder="Any stage"
                clearable
                data={STAGE_OPTIONS}
                value={get('stage') || null}
                onChange={(v) => set('stage', v)}
                data-testid="directory-stage"
              />
            )}
            {scope.filters.incubator && startupFilters && (
              <Select
                label="Incubator"
                placeholder="Any incubator"
                searchable
                clearable
                nothingFoundMessage="No incubator by that name"
                data={INCUBATOR_OPTIONS}
                value={get('incubator') || null}
                onChange={(v) => set('incubator', v)}
                data-testid="directory-incubator"
              />
            )}
          </SimpleGrid>
          {(props.activeFilters > 0 || get('q')) && (
            <Group>
              <Button variant="subtle" size="compact-sm" onClick={props.onClear}>
                Clear search and filters
              </Button>
            </Group>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
