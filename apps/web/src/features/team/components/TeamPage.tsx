import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { InviteForm } from './InviteForm.tsx';
import { TeamList } from './TeamList.tsx';

const m = defineMessages({
  title: { id: 'team.title', defaultMessage: 'Team' },
  description: {
    id: 'team.description',
    defaultMessage:
      'Everyone here can sign in for your company. The contact person is shown on your profile.',
  },
});

/** Team (both user areas): the people, invitations, contact person. */
export function TeamPage() {
  const t = useT();
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t(m.title)} description={t(m.description)} />
      <TeamList />
      <InviteForm />
    </Stack>
  );
}
