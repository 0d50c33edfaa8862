import { Badge, Tooltip } from '@mantine/core';
import type { MailDelivery } from '../../../gql/admin.ts';
import { useT, type Message } from '../../../lib/messages.ts';
import { mm } from './mail-messages.ts';

/** What happened to a mail, in words an admin reads right: "Kept, not sent" is not "Sent". */
export const DELIVERY: Record<MailDelivery, { label: Message; color: string; help: Message }> = {
  queued: { label: mm.queued, color: 'blue', help: mm.queuedHelp },
  sent: { label: mm.sent, color: 'teal', help: mm.sentHelp },
  kept: { label: mm.kept, color: 'gray', help: mm.keptHelp },
  failed: { label: mm.failed, color: 'red', help: mm.failedHelp },
};

export function MailStateBadge({ delivery }: { delivery: MailDelivery }) {
  const d = DELIVERY[delivery];
  const t = useT();
  return (
    <Tooltip label={t(d.help)} multiline w={260} withArrow>
      <Badge
        color={d.color}
        variant="light"
        tt="none"
        // Never cut: the label is the whole point of the badge.
        style={{ overflow: 'visible', flexShrink: 0, whiteSpace: 'nowrap' }}
        styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
        tabIndex={0}
        data-testid="mail-delivery"
      >
        {t(d.label)}
      </Badge>
    </Tooltip>
  );
}
