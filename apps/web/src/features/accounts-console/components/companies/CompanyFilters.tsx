import { useQuery } from '@apollo/client/react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { INCUBATORS } from '@matchday/shared';
import { useState } from 'react';
import { CountrySelect } from '../../../../components/PlaceSelect.tsx';
import { BadgesDocument } from '../../../../gql/admin.ts';
import { useT } from '../../../../lib/messages.ts';
import { cm, STATUS_WORD } from '../../console-messages.ts';

const INCUBATOR_OPTIONS = INCUBATORS.map((i) => ({ value: i.id, label: i.name }));

/** Search and filters of the companies list; every value lives in the URL. */
export function CompanyFilters(props: {
  get: (key: string) => string;
  set: (key: string, value: string | null) => void;
  showIncubator: boolean;
}) {
  const { get, set } = props;
  const t = useT();
  const [search, setSearch] = useState(get('q'));
  const push = useDebouncedCallback((value: string) => set('q', value.trim() || null), 300);
  const badges = useQuery(BadgesDocument);
  const badgeOptions = (badges.data?.badges ?? []).map((b) => ({ value: b.id, label: b.name }));

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label={t(cm.search)}
        placeholder={t(cm.companyName)}
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
        label={t(cm.type)}
        placeholder={t(cm.any)}
        clearable
        data={[
          { value: 'startup', label: t(cm.startups) },
          { value: 'corp', label: t(cm.corporates) },
        ]}
        value={get('type') || null}
        onChange={(v) => set('type', v)}
      />
      <Select
        label={t(cm.status)}
        placeholder={t(cm.any)}
        clearable
        data={[
          { value: 'ACTIVE', label: t(STATUS_WORD.ACTIVE) },
          { value: 'PENDING', label: t(STATUS_WORD.PENDING) },
          { value: 'INACTIVE', label: t(STATUS_WORD.INACTIVE) },
        ]}
        value={get('status') || null}
        onChange={(v) => set('status', v)}
      />
      {props.showIncubator && (
        <Select
          label={t(cm.incubator)}
          placeholder={t(cm.any)}
          clearable
          searchable
          data={INCUBATOR_OPTIONS}
          value={get('incubator') || null}
          onChange={(v) => set('incubator', v)}
        />
      )}
      <CountrySelect
        label={t(cm.country)}
        placeholder={t(cm.any)}
        clearable
        value={get('country') || null}
        onChange={(v) => set('country', v)}
      />
      <Select
        label={t(cm.grantsAccess)}
        placeholder={t(cm.any)}
        clearable
        data={[
          { value: 'yes', label: t(cm.hasAccess) },
          { value: 'no', label: t(cm.noAccess) },
        ]}
        value={get('grants') || null}
        onChange={(v) => set('grants', v)}
      />
      <Select
        label={t(cm.badge)}
        placeholder={badgeOptions.length ? t(cm.any) : t(cm.noBadges)}
        clearable
        searchable
        data={badgeOptions}
        value={get('badge') || null}
        onChange={(v) => set('badge', v)}
      />
    </SimpleGrid>
  );
}
