import { Button, Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ReportEventsDocument } from '../../../gql/admin.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useT } from '../../../lib/messages.ts';
import { rm } from '../lib/stage-words.ts';

export type ReportFilter = { eventId: string | null; from: string; to: string };
export const NO_FILTER: ReportFilter = { eventId: null, from: '', to: '' };

/** Narrow the report to one event and/or a period (events starting within it). */
export function ReportFilters(props: {
  value: ReportFilter;
  onChange: (next: ReportFilter) => void;
}) {
  const t = useT();
  const { data, loading, error } = useQuery(ReportEventsDocument);
  const options = (data?.events ?? []).map((e) => ({
    value: e.id,
    label: `${e.name} (${formatDate(e.startDate)})`,
  }));
  const v = props.value;
  const badRange = Boolean(v.from && v.to && v.from > v.to);
  const touched = v.eventId !== null || v.from !== '' || v.to !== '';
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t(rm.event)}
        placeholder={loading ? t(rm.loadingEvents) : t(rm.allEvents)}
        data={options}
        value={v.eventId}
        onChange={(eventId) => props.onChange({ ...v, eventId })}
        searchable
        clearable
        nothingFoundMessage={t(rm.noEvent)}
        error={error ? t(rm.eventsFailed) : undefined}
        w={{ base: '100%', sm: 320 }}
        data-testid="report-event"
      />
      <TextInput
        type="date"
        label={t(rm.from)}
        value={v.from}
        onChange={(e) => props.onChange({ ...v, from: e.currentTarget.value })}
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
      />
      <TextInput
        type="date"
        label={t(rm.until)}
        value={v.to}
        error={badRange ? t(rm.afterStart) : undefined}
        onChange={(e) => props.onChange({ ...v, to: e.currentTarget.value })}
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
      />
      {touched && (
        <Button variant="subtle" onClick={() => props.onChange(NO_FILTER)}>
          {t(rm.clear)}
        </Button>
      )}
    </Group>
  );
}

/** The GraphQL filter for a chosen filter; null while the period is not a valid range. */
export function toFunnelFilter(v: ReportFilter) {
  if (v.from && v.to && v.from > v.to) return null;
  return {
    eventId: v.eventId,
    from: v.from ? `${v.from}T00:00:00.000Z` : null,
    to: v.to ? `${v.to}T23:59:59.999Z` : null,
  };
}
