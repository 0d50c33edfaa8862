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
import {
  AttendeeCandidatesDocument,
  type ActivityStatus,
  type UserType,
} from '../../../../../gql/admin.ts';
import { errorsFromGraphQL } from '../../../../../lib/form-errors.ts';
import { ROLE_WORD } from '../../../lib/event-words.ts';
import { useT } from '../../../../../lib/messages.ts';
import { pm } from './participants-messages.ts';
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
  const t = useT();
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
            ? t(pm.nothingAddedMarked)
            : (Object.values(errors)[0] ?? t(pm.nothingAdded))),
        byId,
      });
    }
  };

  return (
    <Modal
      opened
      onClose={() => !adding && props.onClose()}
      title={t(pm.addTitle, { name: props.eventName })}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(pm.addIntro)}
        </Text>
        <TextInput
          label={t(pm.searchOrganisations)}
          placeholder={t(pm.name)}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
          data-testid="add-participants-search"
        />
        <Group gap="sm" wrap="wrap">
          {props.types.length > 1 && (
            <SegmentedControl
              aria-label={t(pm.type)}
              size="xs"
              data={[
                { value: 'all', label: t(pm.all) },
                { value: 'startup', label: t(pm.startups) },
                { value: 'corp', label: t(pm.corporates) },
              ]}
              value={type}
              onChange={(v) => setType(v as UserType | 'all')}
            />
          )}
          <SegmentedControl
            aria-label={t(pm.accountStatus)}
            size="xs"
            data={[
              { value: 'ACTIVE', label: t(pm.active) },
              { value: 'PENDING', label: t(pm.pending) },
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
          <Stack gap={2} role="group" aria-label={t(pm.found)}>
            {!found && loading ? (
              Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={36} />)
            ) : found && found.items.length === 0 ? (
              <Text size="sm" c="dimmed" py="sm">
                {debounced ? t(pm.noneCalled, { search: debounced }) : t(pm.noneLeft)}
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
                          {t(ROLE_WORD[c.type])}
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
              ? t(pm.showing, { shown: found.items.length, total: found.total })
              : t(pm.canAdd, { total: found.total })}
          </Text>
        )}
        {picked.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t(pm.selected, { count: picked.length })}
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
                      aria-label={t(pm.removeNamed, { name: p.name })}
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
          <Alert color="red" variant="light" role="alert" title={t(pm.notAdded)}>
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
            {t(pm.cancel)}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={adding}
            disabled={picked.length === 0}
            data-testid="add-participants-submit"
          >
            {picked.length ? t(pm.addCount, { count: picked.length }) : t(pm.addPlain)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
