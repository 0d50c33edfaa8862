import { useQuery } from '@apollo/client/react';
import { Alert } from '@mantine/core';
import { MeDocument } from '../../../gql/startup.ts';
import { useSessionUser } from '../../../lib/session.ts';

/** Tells a person whose company still awaits activation what that means. */
export function CompanyStatusNotice() {
  const user = useSessionUser();
  const { data } = useQuery(MeDocument, { skip: !user || user.admin });
  if (data?.me.company?.activityStatus !== 'PENDING') return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      title="Waiting for activation"
      data-testid="company-pending"
    >
      {data.me.company.name} is waiting for activation by the programme. Complete your profile
      meanwhile; you can take part in events once the company is active.
    </Alert>
  );
}
