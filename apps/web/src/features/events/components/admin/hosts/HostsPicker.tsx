import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { EventHostCandidatesDocument } from '../../../../../gql/admin.ts';
import { useT } from '../../../../../lib/messages.ts';
import { fm } from '../form/form-messages.ts';

/** The EVENT_HOST admins who host an event (full ADMIN only: the admins list is theirs). */
export function HostsPicker(props: {
  value: string[];
  /** Hosts already on the event, named even before the list has loaded. */
  known?: readonly { id: string; name: string; email: string }[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const t = useT();
  const { data, loading, error } = useQuery(EventHostCandidatesDocument);
  const candidates = data?.admins.items ?? [];
  const byId = new Map(
    [...(props.known ?? []), ...candidates].map((a) => [a.id, `${a.name} (${a.email})`]),
  );
  const options = [
    ...new Set([...props.value, ...candidates.filter((a) => !a.disabled).map((a) => a.id)]),
  ].map((id) => ({ value: id, label: byId.get(id) ?? id }));
  return (
    <MultiSelect
      label={t(fm.hosts)}
      description={t(fm.hostsHelp)}
      placeholder={
        props.value.length ? undefined : loading ? t(fm.loadingHosts) : t(fm.chooseHosts)
      }
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={candidates.length ? t(fm.noHostName) : t(fm.noHosts)}
      data={options}
      value={props.value}
      onChange={props.onChange}
      error={props.error ?? error?.message}
      data-testid="hosts-picker"
    />
  );
}
