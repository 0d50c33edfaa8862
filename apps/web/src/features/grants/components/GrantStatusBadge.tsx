import { Badge } from '@mantine/core';
import type { GrantStatus } from '@matchday/shared';
import { STATUS_COLOR } from '../lib/labels.ts';
import { STATUS_WORD } from '../lib/grant-words.ts';
import { useT } from '../../../lib/messages.ts';

export function GrantStatusBadge(props: { status: GrantStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLOR[props.status]} variant="light" data-testid="grant-status">
      {t(STATUS_WORD[props.status])}
    </Badge>
  );
}
