import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { InviteForm } from './InviteForm.tsx';
import { TeamList } from './TeamList.tsx';

/** Team (both user areas): the people, invitations, contact person. */
export function TeamPage() {
  return (
    <Stack gap="md" maw={960}>
      <PageHeader
        title="Team"
        description="Everyone here can sign in for your company. The contact person is shown on your profile."
      />
      <TeamList />
      <InviteForm />
    </Stack>
  );
}
