import { Badge } from '@mantine/core';
import { STATE_COLOR, STATE_LABEL, type AttendanceStateValue } from './event-text.ts';

/** The own organisation's registration state at an event, as a badge. */
export function AttendanceBadge(props: {
  state: AttendanceStateValue;
  /** The event is over: "Took part" rather than "Taking part". */
  over?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const label = props.over && props.state === 'APPROVED' ? 'Took part' : STATE_LABEL[props.state];
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
