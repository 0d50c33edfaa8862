import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { EventHostCandidatesDocument } from '../../../../../gql/admin.ts';

/** The EVENT_HOST admins who host an event (full ADMIN only: the admins list is theirs). */
export function HostsPicker(props: {
  value: string[];
  /** Hosts already on the event, named even before the list has loaded. */
  known?: readonly { id: string; name: string; email: string }[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
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
      label="Hosts"
      description="Event hosts manage this event's participants, matching and schedule; they see no other event."
      placeholder={
        props.value.length ? undefined : loading ? 'Loading hosts…' : 'Choose event hosts'
      }
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={
        candidates.length
          ? 'No host by that name'
          : 'No event host accounts yet: create one under Admins'
      }
      data={options}
      value={props.value}
      onChange={props.onChange}
      error={props.error ?? error?.message}
      data-testid="hosts-picker"
    />
  );
}
