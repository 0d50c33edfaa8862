import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { SuggestionCandidatesDocument } from '../../../../gql/admin.ts';
import { errorsFromGraphQL, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useAddSuggestion } from '../../hooks/useAddSuggestion.ts';
import { startupLine } from './labels.ts';

/**
 * Adds an approved startup of the event to a need by hand: it joins the list as a pinned
 * proposal, published with the next "Publish suggestions". Startups already listed are left out.
 */
export function AddStartupDialog(props: {
  eventId: string;
  need: { id: string; title: string };
  listed: ReadonlySet<string>;
  onClose: () => void;
  onAdded: (startup: string) => void;
}) {
  const { data, loading, error } = useQuery(SuggestionCandidatesDocument, {
    variables: { eventId: props.eventId },
  });
  const [startupId, setStartupId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [add, adding] = useAddSuggestion();
  const options = useMemo(
    () =>
      (data?.eventAttendees.items ?? [])
        .flatMap((a) => (a.company ? [a.company] : []))
        .filter((c) => !props.listed.has(c.id))
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map((c) => ({
          value: c.id,
          label: c.name,
          line: startupLine({ country: c.country }),
        })),
    [data, props.listed],
  );
  const approved = data?.eventAttendees.total ?? 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!startupId) {
      setErrors({ startupId: 'Choose a startup' });
      return;
    }
    try {
      await add({ variables: { needId: props.need.id, startupId } });
      props.onAdded(options.find((o) => o.value === startupId)?.label ?? 'The startup');
    } catch (err) {
      setErrors(errorsFromGraphQL(err));
    }
  };

  return (
    <Modal opened onClose={props.onClose} title={`Add a startup to “${props.need.title}”`} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title="The startups could not be loaded"
            >
              {error.message}
            </Alert>
          )}
          {loading && !data ? (
            <Skeleton h={60} role="status" aria-label="Loading the event’s startups" />
          ) : options.length === 0 && !error ? (
            <Text size="sm" c="dimmed">
              {approved === 0
                ? 'No approved startups at this event yet: approve registrations on the Participants tab first.'
                : 'Every approved startup of the event is on this need’s list already.'}
            </Text>
          ) : (
            <Select
              label="Startup"
              description="Approved participants not yet on this need’s list"
              placeholder="Search by name"
              searchable
              data-autofocus
              nothingFoundMessage="No approved startup by that name"
              data={options}
              renderOption={({ option }) => {
                const o = options.find((x) => x.value === option.value);
                return (
                  <Stack gap={0}>
                    <Text size="sm">{option.label}</Text>
                    {o?.line && (
                      <Text size="xs" c="dimmed">
                        {o.line}
                      </Text>
                    )}
                  </Stack>
                );
              }}
              value={startupId}
              error={errors.startupId}
              onChange={(v) => {
                setStartupId(v);
                setErrors({});
              }}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {errors[''] && (
            <Alert color="red" variant="light" role="alert" title="Not added">
              {errors['']}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            The startup is pinned and proposed; the corporate sees it after the next “Publish
            suggestions”.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={adding.loading}>
              Cancel
            </Button>
            <Button type="submit" loading={adding.loading} disabled={options.length === 0}>
              Add startup
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
