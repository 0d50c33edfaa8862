import { Text } from '@mantine/core';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import type { AgendaMeetingFieldsFragment } from '../../../../gql/startup.ts';
import { useSetMeetingStatus } from '../../hooks/useSetMeetingStatus.ts';
import { marksFor, type DayMark } from '../../lib/agenda-status.ts';
import { markable, markOpensAt } from '../../lib/agenda-time.ts';

const WORDS: Record<
  DayMark,
  { label: string; confirm: string; color: string; title: (n: string) => string }
> = {
  HELD: {
    label: 'Mark held',
    confirm: 'Mark held',
    color: 'green',
    title: (name) => `Mark the meeting with ${name} as held?`,
  },
  NO_SHOW: {
    label: 'No-show',
    confirm: 'Mark no-show',
    color: 'orange',
    title: (name) => `Mark ${name} as a no-show?`,
  },
};

function message(mark: DayMark, name: string, status: string) {
  const change = status === 'CONFIRMED' ? '' : ' This replaces what you marked before.';
  return mark === 'HELD'
    ? `The meeting with ${name} took place. The organisers see it as held, and both sides are asked for their rating afterwards.${change}`
    : `${name} did not come to the meeting. The organisers see it as a no-show.${change}`;
}

/**
 * The corporate's marks on the day (SPEC §6): "Mark held" and "No-show", each confirmed first,
 * from 15 minutes before the meeting starts; before that a line says when they open. The
 * server's refusal is shown in the dialog.
 */
export function MarkButtons(props: {
  meeting: AgendaMeetingFieldsFragment;
  counterpart: string;
  timezone: string;
  now: number;
}) {
  const m = props.meeting;
  const [setStatus] = useSetMeetingStatus();
  const marks = marksFor(m.status);
  if (!marks.length || !m.startsAt) return null;
  if (!markable(m.startsAt, props.now)) {
    return (
      <Text size="xs" c="dimmed">
        You can mark it held or a no-show from {markOpensAt(m.startsAt, props.timezone)}.
      </Text>
    );
  }
  return (
    <>
      {marks.map((mark) => {
        const w = WORDS[mark];
        return (
          <ConfirmAction
            key={mark}
            label={w.label}
            title={w.title(props.counterpart)}
            message={message(mark, props.counterpart, m.status)}
            confirmLabel={w.confirm}
            color={w.color}
            buttonProps={{
              size: 'compact-sm',
              variant: mark === 'HELD' ? 'light' : 'outline',
              'aria-label':
                mark === 'HELD'
                  ? `Mark held: the meeting with ${props.counterpart}`
                  : `No-show: ${props.counterpart}`,
            }}
            onConfirm={() => setStatus({ variables: { meetingId: m.id, status: mark } })}
          />
        );
      })}
    </>
  );
}
