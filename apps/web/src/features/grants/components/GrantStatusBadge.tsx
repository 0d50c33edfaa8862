import { Badge } from '@mantine/core';
import type { GrantStatus } from '@matchday/shared';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/labels.ts';

export function GrantStatusBadge(props: { status: GrantStatus }) {
  return (
    <Badge color={STATUS_COLOR[props.status]} variant="light" data-testid="grant-status">
      {STATUS_LABEL[props.status]}
    </Badge>
  );
}
