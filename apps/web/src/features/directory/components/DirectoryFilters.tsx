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
import { INCUBATORS, INDUSTRIES } from '@matchday/shared';
import { useState } from 'react';
import { SearchInput } from '../../../components/list/SearchInput.tsx';
import { CompanyDirectoryCountriesDocument } from '../../../gql/startup.ts';
import { stageOptions } from '../../../lib/company-words.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { readIndustries, type FilterKey } from '../directory-params.ts';
import type { DirectoryScope } from '../directory-scope.ts';
import classes from './directory.module.css';

const INDUSTRY_OPTIONS = [...INDUSTRIES];

const m = defineMessages({
  placeholder: {
    id: 'directory.filters.placeholder',
    defaultMessage: 'Name, pitch or description',
  },
  search: {
    id: 'directory.filters.search',
    defaultMessage:
      '{noun, select, corporates {Search corporates} startups {Search startups} other {Search companies}}',
  },
  filters: {
    id: 'directory.filters.toggle',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
  },
  kind: { id: 'directory.filters.kind', defaultMessage: 'Kind of company' },
  all: { id: 'directory.filters.all', defaultMessage: 'All' },
  startups: { id: 'directory.filters.startups', defaultMessage: 'Startups' },
  corporates: { id: 'directory.filters.corporates', defaultMessage: 'Corporates' },
  industries: { id: 'directory.filters.industries', defaultMessage: 'Industries' },
  anyIndustry: { id: 'directory.filters.anyIndustry', defaultMessage: 'Any industry' },
  noIndustry: { id: 'directory.filters.noIndustry', defaultMessage: 'No industry by that name' },
  country: { id: 'directory.filters.country', defaultMessage: 'Country' },
  anyCountry: { id: 'directory.filters.anyCountry', defaultMessage: 'Any country' },
  noCountries: { id: 'directory.filters.noCountries', defaultMessage: 'No countries yet' },
  noCountry: { id: 'directory.filters.noCountry', defaultMessage: 'No country by that name' },
  stageStartups: { id: 'directory.filters.stageStartups', defaultMessage: 'Stage (startups)' },
  stage: { id: 'directory.filters.stage', defaultMessage: 'Stage' },
  anyStage: { id: 'directory.filters.anyStage', defaultMessage: 'Any stage' },
  incubator: { id: 'directory.filters.incubator', defaultMessage: 'Incubator' },
  anyIncubator: { id: 'directory.filters.anyIncubator', defaultMessage: 'Any incubator' },
  noIncubator: { id: 'directory.filters.noIncubator', defaultMessage: 'No incubator by that name' },
  clear: { id: 'directory.clear', defaultMessage: 'Clear search and filters' },
});
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
  const t = useT();
  const [open, setOpen] = useState(false);
  const countries = useQuery(CompanyDirectoryCountriesDocument);
  const countryOptions = (countries.data?.companyDirectoryCountries ?? []).map((c) => ({
    value: c.code,
    label: c.name,
  }));
  const placeholder = t(m.placeholder);
  // Stage and incubator describe startups: not offered once corporates are chosen.
  const startupFilters = get('type') !== 'corp';

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <SearchInput
            label={t(m.search, { noun: scope.noun })}
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
          {t(m.filters, { count: props.activeFilters })}
        </Button>
      </Group>
      <div id="directory-filters" className={classes.filters} data-open={open}>
        <Stack gap="sm">
          {scope.filters.type && (
            <SegmentedControl
              aria-label={t(m.kind)}
              value={get('type') || 'all'}
              onChange={(v) => set('type', v === 'all' ? null : v)}
              data={[
                { value: 'all', label: t(m.all) },
                { value: 'startup', label: t(m.startups) },
                { value: 'corp', label: t(m.corporates) },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
            <MultiSelect
              label={t(m.industries)}
              placeholder={get('industry') ? undefined : t(m.anyIndustry)}
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage={t(m.noIndustry)}
              data={INDUSTRY_OPTIONS}
              value={readIndustries(get('industry'))}
              onChange={(v) => set('industry', v.length ? v.join(',') : null)}
              data-testid="directory-industries"
            />
            <Select
              label={t(m.country)}
              placeholder={countryOptions.length ? t(m.anyCountry) : t(m.noCountries)}
              searchable
              clearable
              nothingFoundMessage={t(m.noCountry)}
              data={countryOptions}
              value={get('country') || null}
              onChange={(v) => set('country', v)}
              data-testid="directory-country"
            />
            {scope.filters.stage && startupFilters && (
              <Select
                label={t(scope.startups && scope.corporates ? m.stageStartups : m.stage)}
                placeholder={t(m.anyStage)}
                clearable
                data={stageOptions(t)}
                value={get('stage') || null}
                onChange={(v) => set('stage', v)}
                data-testid="directory-stage"
              />
            )}
            {scope.filters.incubator && startupFilters && (
              <Select
                label={t(m.incubator)}
                placeholder={t(m.anyIncubator)}
                searchable
                clearable
                nothingFoundMessage={t(m.noIncubator)}
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
                {t(m.clear)}
              </Button>
            </Group>
          )}
        </Stack>
      </div>
    </Stack>
  );
}
