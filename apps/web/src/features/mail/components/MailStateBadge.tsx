import { Badge } from '@mantine/core';
import type { MailState } from '../../../gql/admin.ts';

const COLORS: Record<MailState, string> = { queued: 'blue', sent: 'teal', failed: 'red' };

export function MailStateBadge({ state }: { state: MailState }) {
  return (
    <Badge color={COLORS[state]} variant="light">
      {state}
    </Badge>
  );
}
