import { Badge, Tooltip } from '@mantine/core';
import type { MailDelivery } from '../../../gql/admin.ts';

/** What happened to a mail, in words an admin reads right: "Kept, not sent" is not "Sent". */
export const DELIVERY: Record<MailDelivery, { label: string; color: string; help: string }> = {
  queued: { label: 'Queued', color: 'blue', help: 'Waiting for the mail worker.' },
  sent: { label: 'Sent', color: 'teal', help: 'Handed to the SMTP server.' },
  kept: {
    label: 'Kept, not sent',
    color: 'gray',
    help: 'No mail server is configured (SMTP_URL): the mail is kept here only and nobody received it.',
  },
  failed: { label: 'Failed', color: 'red', help: 'Gave up after its retries; see the last error.' },
};

export function MailStateBadge({ delivery }: { delivery: MailDelivery }) {
  const d = DELIVERY[delivery];
  return (
    <Tooltip label={d.help} multiline w={260} withArrow>
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
        {d.label}
      </Badge>
    </Tooltip>
  );
}
