import { Anchor, Badge, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AgendaMeetingFieldsFragment } from '../../../../gql/startup.ts';
import { AGENDA_STATUS } from '../../lib/agenda-status.ts';
import { absentText } from '../../lib/format.ts';
import { ownTime, timeRange } from '../../lib/agenda-time.ts';
import classes from './agenda.module.css';

export type AgendaRole = 'startup' | 'corp';

/** The other party of a meeting, from the reader's side. */
export function counterpartOf(meeting: AgendaMeetingFieldsFragment, role: AgendaRole) {
  return role === 'startup' ? meeting.corporate : meeting.startup;
}

/**
 * One meeting on the agenda: time in the event's zone (and the reader's, where it differs), the
 * counterpart with a link to its profile and the need, the table or video room, the status, and
 * the row's actions (calendar file; the corporate's marks on the day).
 */
export function MeetingRow(props: {
  meeting: AgendaMeetingFieldsFragment;
  role: AgendaRole;
  timezone: string;
  profilePath: (id: string) => string;
  actions?: ReactNode;
}) {
  const m = props.meeting;
  const other = counterpartOf(m, props.role);
  const name = other?.name ?? 'A removed organisation';
  const status = AGENDA_STATUS[m.status];
  const cancelled = m.status === 'CANCELLED';
  const own = m.startsAt && m.endsAt ? ownTime(m.startsAt, m.endsAt, props.timezone) : null;
  const place = m.tableName ?? (m.videoLink ? 'Online' : null);

  return (
    <article
      className={`${classes.row} ${cancelled ? classes.cancelled : ''}`}
      aria-label={`Meeting with ${name}`}
      data-testid="agenda-meeting"
    >
      <div className={classes.when}>
        <div className={classes.time}>
          {m.startsAt && m.endsAt
            ? timeRange(m.startsAt, m.endsAt, props.timezone)
            : 'Time to follow'}
        </div>
        {own && (
          <Text size="xs" c="dimmed" mt={2}>
            Your time: {own.range}
            {own.day ? ` (${own.day})` : ''}
            <br />
            {own.zone}
          </Text>
        )}
      </div>
      <div className={classes.who}>
        {other ? (
          <Anchor component={Link} to={props.profilePath(other.id)} fw={600}>
            {name}
          </Anchor>
        ) : (
          <Text fw={600}>{name}</Text>
        )}
        {m.needTitle && (
          <Text size="sm" c="dimmed">
            Need: {m.needTitle}
          </Text>
        )}
        {m.status === 'NO_SHOW' && (
          <Text size="sm" c="orange.9" mt={2} data-testid="absent-side">
            No-show: {absentText(m)}
          </Text>
        )}
        {cancelled && (
          <Text size="sm" c="red.8" mt={2}>
            Cancelled{m.cancelReason ? `: ${m.cancelReason}` : ''}
          </Text>
        )}
      </div>
      <div className={classes.where}>
        <Text size="sm" component="span" className={classes.label} c="dimmed">
          Where:
        </Text>
        <Text size="sm" fw={500} component="span">
          {place ?? 'To be announced'}
        </Text>
        {m.videoLink && !cancelled && (
          <>
            <Button
              component="a"
              href={m.videoLink}
              target="_blank"
              rel="noopener noreferrer"
              size="compact-sm"
              variant="light"
              display="block"
              mt={4}
              w="fit-content"
              data-print-hide
              aria-label={`Join video call with ${name}`}
            >
              Join video call
            </Button>
            <Text size="xs" className={classes.printOnly}>
              {m.videoLink}
            </Text>
          </>
        )}
      </div>
      <div className={classes.status}>
        <Badge color={status.color} variant={m.status === 'CONFIRMED' ? 'light' : 'filled'}>
          {status.label}
        </Badge>
      </div>
      {props.actions && (
        <div className={classes.actions} data-print-hide>
          {props.actions}
        </div>
      )}
    </article>
  );
}
