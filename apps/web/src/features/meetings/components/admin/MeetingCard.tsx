import {
  ActionIcon,
  Badge,
  Group,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { OrganiserMeetingFieldsFragment } from '../../../../gql/admin.ts';
import {
  absentText,
  MEETING_STATUS_COLOR,
  MEETING_STATUS_LABEL,
  pairName,
} from '../../lib/format.ts';
import type { NoShowSide } from '../../../../gql/admin.ts';
import { BookedBadge } from '../booking/BookedMeetings.tsx';
import classes from './schedule.module.css';

export type BoardMeeting = OrganiserMeetingFieldsFragment;

export type MeetingMenuActions = {
  onLock: (m: BoardMeeting, locked: boolean) => void;
  onUnplace: (m: BoardMeeting) => void;
  onCancel: (m: BoardMeeting) => void;
  onAgenda: (company: { id: string; name: string }) => void;
  /** A no-show: record which side did not come. */
  onAbsent: (m: BoardMeeting, side: NoShowSide) => void;
};

const TAKEN_PLACE = new Set(['HELD', 'NO_SHOW']);

const ABSENT_CHOICES: [NoShowSide, (m: BoardMeeting) => string][] = [
  ['STARTUP', (m) => `${m.startup?.name ?? 'The startup'} did not come`],
  ['CORPORATE', (m) => `${m.corporate?.name ?? 'The corporate'} did not come`],
  ['BOTH', () => 'Neither side came'],
];

/** Pin / unpin, take out, cancel, and the two parties' agendas. */
export function MeetingMenu(props: { meeting: BoardMeeting; actions: MeetingMenuActions }) {
  const m = props.meeting;
  const pair = pairName(m);
  const past = TAKEN_PLACE.has(m.status);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${pair}`} m={2}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {!past && (
          <Menu.Item onClick={() => props.actions.onLock(m, !m.locked)}>
            {m.locked ? 'Unpin (re-runs may move it)' : 'Pin here (re-runs keep it)'}
          </Menu.Item>
        )}
        {!past && (
          <Menu.Item onClick={() => props.actions.onUnplace(m)}>Take out of schedule</Menu.Item>
        )}
        {!past && (
          <Menu.Item color="red" onClick={() => props.actions.onCancel(m)}>
            Cancel meeting…
          </Menu.Item>
        )}
        {!past && <Menu.Divider />}
        {m.status === 'NO_SHOW' && (
          <>
            <Menu.Label>Who did not come?</Menu.Label>
            {ABSENT_CHOICES.map(([side, label]) => (
              <Menu.Item
                key={side}
                onClick={() => props.actions.onAbsent(m, side)}
                aria-checked={m.absentSide === side}
                role="menuitemradio"
              >
                {label(m)}
              </Menu.Item>
            ))}
            <Menu.Divider />
          </>
        )}
        <Menu.Label>Agendas</Menu.Label>
        {m.startup && (
          <Menu.Item onClick={() => props.actions.onAgenda(m.startup!)}>
            Agenda of {m.startup.name}
          </Menu.Item>
        )}
        {m.corporate && (
          <Menu.Item onClick={() => props.actions.onAgenda(m.corporate!)}>
            Agenda of {m.corporate.name}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The little signs on a meeting: must meet, pinned, changed since publication, status. */
export function MeetingBadges(props: { meeting: BoardMeeting; compact?: boolean }) {
  const m = props.meeting;
  return (
    <Group gap={4} wrap="wrap">
      {m.mustMeet && (
        <Badge size="xs" color="amber" c="dark" variant="filled">
          Must meet
        </Badge>
      )}
      <Badge size="xs" color={MEETING_STATUS_COLOR[m.status]} variant="light">
        {MEETING_STATUS_LABEL[m.status]}
      </Badge>
      {m.locked && (
        <Tooltip label="Pinned: generating again keeps it here">
          <Badge size="xs" color="gray" variant="outline" aria-label="Pinned">
            <svg width="10" height="10" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
              <path d="M16 3v2l-1 1v5l3 3v2h-5v5l-1 1-1-1v-5H6v-2l3-3V6L8 5V3z" />
            </svg>{' '}
            Pinned
          </Badge>
        </Tooltip>
      )}
      <BookedBadge meetingId={m.id} />
      {m.status === 'NO_SHOW' && (
        <Text size="xs" c="orange.9" fw={500} w="100%" data-testid="absent-side">
          {absentText(m)}
        </Text>
      )}
      {m.changedSincePublish && (
        <Tooltip label="Participants were told another time or table; publish to tell them">
          <Badge size="xs" color="orange" variant="dot">
            Changed
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}

/**
 * A placed meeting in the grid: the pair (a toggle button: click, Enter or Space selects it for
 * a move or a swap) and its menu.
 */
export function MeetingCard(props: {
  meeting: BoardMeeting;
  where: string;
  selected: boolean;
  onToggle: (m: BoardMeeting) => void;
  actions: MeetingMenuActions;
}) {
  const m = props.meeting;
  return (
    <div
      className={classes.card}
      data-selected={props.selected}
      data-testid="meeting-card"
      style={{
        ['--status-color' as string]: `var(--mantine-color-${MEETING_STATUS_COLOR[m.status]}-6)`,
      }}
    >
      <UnstyledButton
        className={classes.cardMain}
        aria-pressed={props.selected}
        onClick={() => props.onToggle(m)}
      >
        {/* Named by one off-screen sentence; the drawn names and badges are hidden from screen
            readers (an aria-label would have to contain the visible text word for word). */}
        <VisuallyHidden>
          {`${pairName(m)}, ${props.where}, ${MEETING_STATUS_LABEL[m.status]}${m.mustMeet ? ', must meet' : ''}${m.locked ? ', pinned' : ''}${m.changedSincePublish ? ', changed since publication' : ''}${m.status === 'NO_SHOW' ? `, ${absentText(m)}` : ''}`}
        </VisuallyHidden>
        <div aria-hidden="true">
          <Text size="sm" fw={600} className={classes.names} lineClamp={2}>
            {m.startup?.name ?? 'Unknown startup'}
          </Text>
          <Text size="sm" className={classes.names} lineClamp={2} mb={4}>
            {m.corporate?.name ?? 'Unknown corporate'}
          </Text>
          <MeetingBadges meeting={m} />
        </div>
      </UnstyledButton>
      <MeetingMenu meeting={m} actions={props.actions} />
    </div>
  );
}
