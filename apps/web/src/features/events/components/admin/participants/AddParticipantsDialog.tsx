import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  List,
  Modal,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { plural } from '@matchday/shared';
import {
  AttendeeCandidatesDocument,
  type ActivityStatus,
  type UserType,
} from '../../../../../gql/admin.ts';
import { errorsFromGraphQL } from '../../../../../lib/form-errors.ts';
import { ROLE_LABEL } from '../../../lib/labels.ts';
import { useAddEventAttendees } from '../../../hooks/useAddEventAttendees.ts';

type Picked = { id: string; name: string; type: UserType };

/**
 * Adds organisations to the event (approved at once): search companies in the admin's reach,
 * tick them, add all or none. The server's refusal per company is shown beside its name.
 */
export function AddParticipantsDialog(props: {
  eventId: string;
  eventName: string;
  /** Which types this admin may add (an INCUBATOR: its ACTIVE startups only). */
  types: UserType[];
  onClose: () => void;
  onAdded: (count: number) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [type, setType] = useState<UserType | 'all'>(
    props.types.length === 1 ? props.types[0]! : 'all',
  );
  const [status, setStatus] = useState<ActivityStatus>('ACTIVE');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<{
    general: string | null;
    byId: Record<string, string>;
  }>({
    general: null,
    byId: {},
  });
  const [add, { loading: adding }] = useAddEventAttendees();
  const { data, loading, previousData, error } = useQuery(AttendeeCandidatesDocument, {
    variables: {
      eventId: props.eventId,
      search: debounced || null,
      type: type === 'all' ? null : type,
      activityStatus: status,
    },
  });
  const found = (data ?? previousData)?.companies;
  const isPicked = (id: string) => picked.some((p) => p.id === id);
  const toggle = (c: Picked) =>
    setPicked((list) => (isPicked(c.id) ? list.filter((p) => p.id !== c.id) : [...list, c]));

  const submit = async () => {
    setProblems({ general: null, byId: {} });
    const ids = picked.map((p) => p.id);
    try {
      await add({ variables: { eventId: props.eventId, companyIds: ids } });
      props.onAdded(ids.length);
    } catch (e) {
      const errors = errorsFromGraphQL(e);
      const byId: Record<string, string> = {};
      for (const [key, message] of Object.entries(errors)) {
        const m = /^companyIds\.(\d+)$/.exec(key);
        if (m && ids[Number(m[1])]) byId[ids[Number(m[1])]!] = message;
      }
      setProblems({
        general:
          errors[''] ??
          (Object.keys(byId).length
            ? 'Nothing was added: remove or replace the organisations marked below.'
            : (Object.values(errors)[0] ?? 'Nothing was added')),
        byId,
      });
    }
  };

  return (
    <Modal
      opened
      onClose={() => !adding && props.onClose()}
      title={`Add participants to ${props.eventName}`}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Organisations you add are approved at once and told by mail. Those already invited,
          registered or approved are not listed; withdrawn and declined ones can be added again.
        </Text>
        <TextInput
          label="Search organisations"
          placeholder="Name"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
          data-testid="add-participants-search"
        />
        <Group gap="sm" wrap="wrap">
          {props.types.length > 1 && (
            <SegmentedControl
              aria-label="Type"
              size="xs"
              data={[
                { value: 'all', label: 'All' },
                { value: 'startup', label: 'Startups' },
                { value: 'corp', label: 'Corporates' },
              ]}
              value={type}
              onChange={(v) => setType(v as UserType | 'all')}
            />
          )}
          <SegmentedControl
            aria-label="Account status"
            size="xs"
            data={[
              { value: 'ACTIVE', label: 'Active' },
              { value: 'PENDING', label: 'Pending' },
            ]}
            value={status}
            onChange={(v) => setStatus(v as ActivityStatus)}
          />
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <ScrollArea.Autosize mah={phone ? undefined : 320} type="auto" offsetScrollbars>
          <Stack gap={2} role="group" aria-label="Organisations found">
            {!found && loading ? (
              Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={36} />)
            ) : found && found.items.length === 0 ? (
              <Text size="sm" c="dimmed" py="sm">
                {debounced
                  ? `No organisation called “${debounced}” left to add.`
                  : 'No organisation left to add: those in your reach take part already.'}
              </Text>
            ) : (
              found?.items.map((c) => (
                <Stack key={c.id} gap={0}>
                  <Checkbox
                    py={6}
                    px={4}
                    checked={isPicked(c.id)}
                    onChange={() => toggle({ id: c.id, name: c.name, type: c.type })}
                    label={
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={600}>
                          {c.name}
                        </Text>
                        <Badge
                          size="xs"
                          variant="light"
                          color={c.type === 'corp' ? 'grape' : 'matchday'}
                        >
                          {ROLE_LABEL[c.type]}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {[c.countryName ?? c.country, c.incubatorName]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Group>
                    }
                  />
                  {problems.byId[c.id] && (
                    <Text size="xs" c="red.7" pl={36}>
                      {problems.byId[c.id]}
                    </Text>
                  )}
                </Stack>
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
        {found && found.total > 0 && (
          <Text size="xs" c="dimmed" data-testid="add-participants-count">
            {found.total > found.items.length
              ? `Showing ${found.items.length} of ${plural(found.total, 'organisation')} you can add; search to narrow the list.`
              : `${plural(found.total, 'organisation')} you can add.`}
          </Text>
        )}
        {picked.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {picked.length} selected
            </Text>
            <Group gap={6}>
              {picked.map((p) => (
                <Badge
                  key={p.id}
                  variant={problems.byId[p.id] ? 'filled' : 'light'}
                  color={problems.byId[p.id] ? 'red' : 'gray'}
                  tt="none"
                  size="lg"
                  pr={3}
                  rightSection={
                    <CloseButton
                      size="xs"
                      aria-label={`Remove ${p.name}`}
                      onClick={() => toggle(p)}
                      variant="transparent"
                    />
                  }
                >
                  {p.name}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
        {problems.general && (
          <Alert color="red" variant="light" role="alert" title="Not added">
            {problems.general}
            {Object.keys(problems.byId).length > 0 && (
              <List size="sm" mt={4}>
                {picked
                  .filter((p) => problems.byId[p.id])
                  .map((p) => (
                    <List.Item key={p.id}>
                      {p.name}: {problems.byId[p.id]}
                    </List.Item>
                  ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={adding}>
            Cancel
          </Button>
          <Button
            onClick={() => void submit()}
            loading={adding}
            disabled={picked.length === 0}
            data-testid="add-participants-submit"
          >
            {picked.length ? `Add ${plural(picked.length, 'organisation')}` : 'Add'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
