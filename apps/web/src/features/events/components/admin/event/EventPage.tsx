import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { can, roleOf } from '@matchday/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../../../components/EmptyState.tsx';
import { AdminEventDocument } from '../../../../../gql/admin.ts';
import { useSessionUser } from '../../../../../lib/session.ts';
import {
  EVENT_TAB_OPERATION,
  mayOpenEventTab,
  type EventRoomTab,
  type EventTab,
} from '../../../lib/event-tabs.ts';
import { EVENT_STATUS_COLOR, EVENT_STATUS_LABEL, eventDates } from '../../../lib/labels.ts';
import { ParticipantsTab } from '../participants/ParticipantsTab.tsx';
import { DeleteEventButton, PublishEventButton, UnpublishEventButton } from './EventActions.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { centreSelectedIn } from '../../../../../lib/scroll-row.ts';

export type { EventRoomTab } from '../../../lib/event-tabs.ts';

const LATER: { value: EventRoomTab; label: string; title: string; text: string }[] = [
  {
    value: 'needs',
    label: 'Needs',
    title: 'Needs arrive with the matching release',
    text: 'Corporates will post their innovation needs for this event here, and you will review and publish them.',
  },
  {
    value: 'matches',
    label: 'Matches',
    title: 'Matches arrive with the matching release',
    text: 'Ranked startup suggestions per need, with their reasons, and the corporates’ choices will be curated here.',
  },
  {
    value: 'schedule',
    label: 'Schedule',
    title: 'Scheduling arrives with the meetings release',
    text: 'Confirmed pairs will be placed in this event’s slots and at its tables here, then published to participants.',
  },
  {
    value: 'check-in',
    label: 'Check-in',
    title: 'Check-in arrives with the meetings release',
    text: 'On the day, every published meeting by slot and table, marked held or no-show here.',
  },
  {
    value: 'follow-up',
    label: 'Follow-up',
    title: 'Follow-up arrives with the ratings release',
    text: 'Both sides’ ratings, wishes for follow-up and the event’s follow-up rate will be shown here.',
  },
  {
    value: 'messages',
    label: 'Messages',
    title: 'Messages',
    text: 'Announcements, your conversations with participants and reported messages.',
  },
  {
    value: 'export',
    label: 'Export',
    title: 'Export arrives with the meetings release',
    text: 'The event’s matches and meetings will download here as XLSX or CSV.',
  },
];

/**
 * /admin/events/:id[/:tab]: an event's overview, its participants, and the rooms to come. The app
 * layer passes the tabs other features build (`extraTabs`); the rest keep their placeholder.
 */
export function EventPage(props: {
  basePath: string;
  extraTabs?: Partial<Record<EventRoomTab, (eventId: string) => ReactNode>>;
}) {
  const { id = '', tab = 'overview' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const role = roleOf(useSessionUser());
  const mayEdit = can(role, 'editEvents');
  // Only the tabs the permission table opens to this admin kind (decision 077).
  const tabs = LATER.filter((t) => mayOpenEventTab(role, t.value));
  const mayParticipants = mayOpenEventTab(role, 'participants');
  const closed = tab in EVENT_TAB_OPERATION && !mayOpenEventTab(role, tab as EventTab);
  const { data, error } = useQuery(AdminEventDocument, { variables: { id } });
  const event = data?.event;
  const base = `${props.basePath}/${id}`;
  const saved = (location.state as { saved?: string } | null)?.saved;
  const tabList = useRef<HTMLDivElement>(null);
  const loaded = !!event;
  // On a phone the tabs scroll sideways: the open one is brought into view (opened by a link too).
  useEffect(() => {
    if (loaded) centreSelectedIn(tabList.current, '[role="tab"][aria-selected="true"]');
  }, [tab, loaded]);

  if (error && !event) {
    return (
      <Stack gap="md">
        <Anchor component={Link} to={props.basePath} size="sm">
          ← All events
        </Anchor>
        <EmptyState
          title="This event could not be opened"
          action={
            <Button component={Link} to={props.basePath} variant="light">
              Back to events
            </Button>
          }
        >
          {error.message === 'No such event'
            ? 'It does not exist, was deleted, or is not one you may see.'
            : error.message}
        </EmptyState>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={props.basePath} size="sm">
        ← All events
      </Anchor>
      {!event ? (
        <Stack gap="sm">
          <Skeleton h={34} w="50%" />
          <Skeleton h={18} w="35%" />
          <Skeleton h={240} mt="md" radius="md" />
        </Stack>
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
              <Group gap="sm" wrap="wrap">
                <Title order={1} size="h2">
                  {event.name}
                </Title>
                <Badge color={EVENT_STATUS_COLOR[event.status]} variant="light" size="lg">
                  {EVENT_STATUS_LABEL[event.status]}
                </Badge>
              </Group>
              <Text c="dimmed">
                {eventDates(event.startDate, event.endDate, event.timezone, true)}
              </Text>
            </Stack>
            {mayEdit && (
              <Group gap="xs">
                <DeleteEventButton event={event} onDeleted={() => void navigate(props.basePath)} />
                <UnpublishEventButton event={event} />
                <Button
                  component={Link}
                  to={`${base}/edit`}
                  variant="default"
                  data-testid="edit-event"
                >
                  Edit
                </Button>
                <PublishEventButton event={event} />
              </Group>
            )}
          </Group>
          {saved && (
            <Alert color="teal" variant="light" withCloseButton={false} role="status">
              {saved === 'created'
                ? 'Draft created. Add participants, then publish it when it is ready.'
                : 'Changes saved.'}
            </Alert>
          )}
          <Tabs
            value={tab}
            onChange={(t) => void navigate(t === 'overview' ? base : `${base}/${t}`)}
            keepMounted={false}
          >
            <Tabs.List
              ref={tabList}
              data-testid="event-tabs"
              style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
            >
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              {mayParticipants && (
                <Tabs.Tab value="participants">
                  Participants
                  {event.attendees.registered > 0 && (
                    <Badge
                      size="xs"
                      color="amber"
                      c="dark"
                      ml={6}
                      variant="filled"
                      aria-label={`${event.attendees.registered} waiting`}
                    >
                      {event.attendees.registered}
                    </Badge>
                  )}
                </Tabs.Tab>
              )}
              {tabs.map((t) => (
                <Tabs.Tab
                  key={t.value}
                  value={t.value}
                  c={props.extraTabs?.[t.value] ? undefined : 'dimmed'}
                >
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="overview" pt="md">
              <OverviewTab
                event={event}
                mayEdit={mayEdit}
                participantsPath={`${base}/participants`}
              />
            </Tabs.Panel>
            {mayParticipants && (
              <Tabs.Panel value="participants" pt="md">
                <ParticipantsTab event={event} />
              </Tabs.Panel>
            )}
            {tabs.map((t) => {
              const content = props.extraTabs?.[t.value];
              return (
                <Tabs.Panel key={t.value} value={t.value} pt="md">
                  {content ? content(event.id) : <EmptyState title={t.title}>{t.text}</EmptyState>}
                </Tabs.Panel>
              );
            })}
          </Tabs>
          {closed && (
            <EmptyState
              title="This part of the event is not open to your account"
              action={
                <Button component={Link} to={base} variant="light">
                  Event overview
                </Button>
              }
            >
              Your administrator account may not use it. Ask the programme’s administrators if you
              need it.
            </EmptyState>
          )}
        </>
      )}
    </Stack>
  );
}
