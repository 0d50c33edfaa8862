import { Anchor, Text } from '@mantine/core';
import type { AttendanceRowFragment } from '../../../../../gql/admin.ts';
import { useT } from '../../../../../lib/messages.ts';
import { pm } from './participants-messages.ts';

/**
 * The organisation's contact person (name and a mailto link), under its name. The server sends
 * it only where the permission table shows the viewer the company's people; otherwise nothing.
 */
export function ContactPerson(props: { row: AttendanceRowFragment }) {
  const t = useT();
  const contact = props.row.company?.contactPerson;
  if (!contact) return null;
  return (
    <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
      {t(pm.contact)} {contact.name ? `${contact.name} · ` : ''}
      <Anchor href={`mailto:${contact.email}`} size="xs" underline="always">
        {contact.email}
      </Anchor>
    </Text>
  );
}
