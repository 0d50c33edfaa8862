import { Badge } from '@mantine/core';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { STATE_COLOR, stateLabel, type AttendanceStateValue } from './event-text.ts';

const m = defineMessages({
  tookPart: { id: 'events.state.tookPart', defaultMessage: 'Took part' },
});

/** The own organisation's registration state at an event, as a badge. */
export function AttendanceBadge(props: {
  state: AttendanceStateValue;
  /** The event is over: "Took part" rather than "Taking part". */
  over?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  const label =
    props.over && props.state === 'APPROVED' ? t(m.tookPart) : stateLabel(props.state, t);
  return (
    <Badge
      variant="light"
      color={STATE_COLOR[props.state]}
      size={props.size ?? 'md'}
      style={{ flex: 'none' }}
      data-testid="attendance-badge"
    >
      {label}
    </Badge>
  );
}
