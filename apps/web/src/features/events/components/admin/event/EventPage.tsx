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
import { EVENT_STATUS_COLOR, eventDates } from '../../../lib/labels.ts';
import { EVENT_STATUS_WORD } from '../../../lib/event-words.ts';
import { defineMessages, type Message, useT } from '../../../../../lib/messages.ts';
import { ParticipantsTab } from '../participants/ParticipantsTab.tsx';
import { DeleteEventButton, PublishEventButton, UnpublishEventButton } from './EventActions.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { centreSelectedIn } from '../../../../../lib/scroll-row.ts';

export type { EventRoomTab } from '../../../lib/event-tabs.ts';

const m = defineMessages({
  needs: { id: 'events.admin.tab.needs', defaultMessage: 'Needs' },
  needsTitle: {
    id: 'events.admin.tab.needsTitle',
    defaultMessage: 'Needs arrive with the matching release',
  },
  needsText: {
    id: 'events.admin.tab.needsText',
    defaultMessage:
      'Corporates will post their innovation needs for this event here, and you will review and publish them.',
  },
  matches: { id: 'events.admin.tab.matches', defaultMessage: 'Matches' },
  matchesTitle: {
    id: 'events.admin.tab.matchesTitle',
    defaultMessage: 'Matches arrive with the matching release',
  },
  matchesText: {
    id: 'events.admin.tab.matchesText',
    defaultMessage:
      'Ranked startup suggestions per need, with their reasons, and the corporates’ choices will be curated here.',
  },
  schedule: { id: 'events.admin.tab.schedule', defaultMessage: 'Schedule' },
  scheduleTitle: {
    id: 'events.admin.tab.scheduleTitle',
    defaultMessage: 'Scheduling arrives with the meetings release',
  },
  scheduleText: {
    id: 'events.admin.tab.scheduleText',
    defaultMessage:
      'Confirmed pairs will be placed in this event’s slots and at its tables here, then published to participants.',
  },
  checkIn: { id: 'events.admin.tab.checkIn', defaultMessage: 'Check-in' },
  checkInTitle: {
    id: 'events.admin.tab.checkInTitle',
    defaultMessage: 'Check-in arrives with the meetings release',
  },
  checkInText: {
    id: 'events.admin.tab.checkInText',
    defaultMessage:
      'On the day, every published meeting by slot and table, marked held or no-show here.',
  },
  followUp: { id: 'events.admin.tab.followUp', defaultMessage: 'Follow-up' },
  followUpTitle: {
    id: 'events.admin.tab.followUpTitle',
    defaultMessage: 'Follow-up arrives with the ratings release',
  },
  followUpText: {
    id: 'events.admin.tab.followUpText',
    defaultMessage:
      'Both sides’ ratings, wishes for follow-up and the event’s follow-up rate will be shown here.',
  },
  messages: { id: 'events.admin.tab.messages', defaultMessage: 'Messages' },
  messagesText: {
    id: 'events.admin.tab.messagesText',
    defaultMessage: 'Announcements, your conversations with participants and reported messages.',
  },
  export: { id: 'events.admin.tab.export', defaultMessage: 'Export' },
  exportTitle: {
    id: 'events.admin.tab.exportTitle',
    defaultMessage: 'Export arrives with the meetings release',
  },
  exportText: {
    id: 'events.admin.tab.exportText',
    defaultMessage: 'The event’s matches and meetings will download here as XLSX or CSV.',
  },
  allEvents: { id: 'events.admin.page.allEvents', defaultMessage: '← All events' },
  openFailed: {
    id: 'events.admin.page.openFailed',
    defaultMessage: 'This event could not be opened',
  },
  backToEvents: { id: 'events.admin.page.backToEvents', defaultMessage: 'Back to events' },
  notSeen: {
    id: 'events.admin.page.notSeen',
    defaultMessage: 'It does not exist, was deleted, or is not one you may see.',
  },
  edit: { id: 'events.admin.page.edit', defaultMessage: 'Edit' },
  created: {
    id: 'events.admin.page.created',
    defaultMessage: 'Draft created. Add participants, then publish it when it is ready.',
  },
  saved: { id: 'events.admin.page.saved', defaultMessage: 'Changes saved.' },
  overview: { id: 'events.admin.tab.overview', defaultMessage: 'Overview' },
  participants: { id: 'events.admin.tab.participants', defaultMessage: 'Participants' },
  waiting: { id: 'events.admin.tab.waiting', defaultMessage: '{count} waiting' },
  closedTitle: {
    id: 'events.admin.page.closedTitle',
    defaultMessage: 'This part of the event is not open to your account',
  },
  eventOverview: { id: 'events.admin.page.eventOverview', defaultMessage: 'Event overview' },
  closedText: {
    id: 'events.admin.page.closedText',
    defaultMessage:
      'Your administrator account may not use it. Ask the programme’s administrators if you need it.',
  },
});

const LATER: { value: EventRoomTab; label: Message; title: Message; text: Message }[] = [
  { value: 'needs', label: m.needs, title: m.needsTitle, text: m.needsText },
  { value: 'matches', label: m.matches, title: m.matchesTitle, text: m.matchesText },
  { value: 'schedule', label: m.schedule, title: m.scheduleTitle, text: m.scheduleText },
  { value: 'check-in', label: m.checkIn, title: m.checkInTitle, text: m.checkInText },
  { value: 'follow-up', label: m.followUp, title: m.followUpTitle, text: m.followUpText },
  { value: 'messages', label: m.messages, title: m.messages, text: m.messagesText },
  { value: 'export', label: m.export, title: m.exportTitle, text: m.exportText },
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
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const role = roleOf(useSessionUser());
  const mayEdit = can(role, 'editEvents');
  // Only the tabs the permission table opens to this admin kind (decision 077).
  const tabs = LATER.filter((later) => mayOpenEventTab(role, later.value));
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
          {t(m.allEvents)}
        </Anchor>
        <EmptyState
          title={t(m.openFailed)}
          action={
            <Button component={Link} to={props.basePath} variant="light">
              {t(m.backToEvents)}
            </Button>
          }
        >
          {error.message === 'No such event' ? t(m.notSeen) : error.message}
        </EmptyState>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={props.basePath} size="sm">
        {t(m.allEvents)}
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
                  {t(EVENT_STATUS_WORD[event.status])}
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
                  {t(m.edit)}
                </Button>
                <PublishEventButton event={event} />
              </Group>
            )}
          </Group>
          {saved && (
            <Alert color="teal" variant="light" withCloseButton={false} role="status">
              {saved === 'created' ? t(m.created) : t(m.saved)}
            </Alert>
          )}
          <Tabs
            value={tab}
            onChange={(v) => void navigate(v === 'overview' ? base : `${base}/${v}`)}
            keepMounted={false}
          >
            <Tabs.List
              ref={tabList}
              data-testid="event-tabs"
              style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
            >
              <Tabs.Tab value="overview">{t(m.overview)}</Tabs.Tab>
              {mayParticipants && (
                <Tabs.Tab value="participants">
                  {t(m.participants)}
                  {event.attendees.registered > 0 && (
                    <Badge
                      size="xs"
                      color="amber"
                      c="dark"
                      ml={6}
                      variant="filled"
                      aria-label={t(m.waiting, { count: event.attendees.registered })}
                    >
                      {event.attendees.registered}
                    </Badge>
                  )}
                </Tabs.Tab>
              )}
              {tabs.map((later) => (
                <Tabs.Tab
                  key={later.value}
                  value={later.value}
                  c={props.extraTabs?.[later.value] ? undefined : 'dimmed'}
                >
                  {t(later.label)}
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
            {tabs.map((later) => {
              const content = props.extraTabs?.[later.value];
              return (
                <Tabs.Panel key={later.value} value={later.value} pt="md">
                  {content ? (
                    content(event.id)
                  ) : (
                    <EmptyState title={t(later.title)}>{t(later.text)}</EmptyState>
                  )}
                </Tabs.Panel>
              );
            })}
          </Tabs>
          {closed && (
            <EmptyState
              title={t(m.closedTitle)}
              action={
                <Button component={Link} to={base} variant="light">
                  {t(m.eventOverview)}
                </Button>
              }
            >
              {t(m.closedText)}
            </EmptyState>
          )}
        </>
      )}
    </Stack>
  );
}
