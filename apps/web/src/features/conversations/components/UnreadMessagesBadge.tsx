import { Badge } from '@mantine/core';
import { useUnreadMessageCount } from '../hooks/useUnreadMessageCount.ts';

/** The navigation's count of unread messages (nothing when all are read). */
export function UnreadMessagesBadge() {
  const count = useUnreadMessageCount();
  if (!count) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      aria-label={`${count} unread`}
      data-testid="unread-messages"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
