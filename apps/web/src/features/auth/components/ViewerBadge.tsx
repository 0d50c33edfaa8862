import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { AdminMeDocument } from '../../../gql/admin.ts';
import { MeDocument } from '../../../gql/startup.ts';
import { useSessionUser } from '../../../lib/session.ts';

/** Who is signed in: name and company (users) or admin kind, read from the server. */
export function ViewerBadge({
  align = 'flex-end',
  testId = 'viewer-badge',
}: {
  align?: 'flex-start' | 'flex-end';
  testId?: string;
}) {
  const user = useSessionUser();
  const admin = !!user?.admin;
  const me = useQuery(MeDocument, { skip: admin });
  const adminMe = useQuery(AdminMeDocument, { skip: !admin });
  const name =
    (admin ? adminMe.data?.me.name : me.data?.me.name) ?? user?.name ?? user?.email ?? '';
  const detail = admin
    ? (adminMe.data?.me.adminType ?? user?.adminType ?? '').replace('_', ' ').toLowerCase()
    : (me.data?.me.company?.name ?? '');
  return (
    <Stack gap={0} align={align} data-testid={testId}>
      <Text size="sm" fw={600} lh={1.2}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" lh={1.2} tt={admin ? 'capitalize' : undefined}>
        {detail}
      </Text>
    </Stack>
  );
}
