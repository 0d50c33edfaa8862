import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { MyCompanyDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { CompanyProfilePage } from './CompanyProfilePage.tsx';

const m = defineMessages({
  failed: { id: 'profile.own.failed', defaultMessage: 'Your company could not be loaded.' },
  incomplete: { id: 'profile.own.incomplete', defaultMessage: 'Your profile is incomplete' },
  incompleteText: {
    id: 'profile.own.incompleteText',
    defaultMessage: 'Corporates see a better picture of you when every step is filled in.',
  },
  complete: { id: 'profile.own.complete', defaultMessage: 'Complete it' },
  edit: { id: 'profile.own.edit', defaultMessage: 'Edit profile' },
});

/** The startup's own profile as corporates see it, with a way to edit it. */
export function OwnProfilePage(props: { editPath: string }) {
  const t = useT();
  const { data, loading, error } = useQuery(MyCompanyDocument);
  const company = data?.myCompany;
  if (loading && !company) return <Skeleton h={320} radius="md" maw={1100} />;
  if (!company) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error?.message ?? t(m.failed)}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {company.missingFields.length > 0 && (
        <Alert color="orange" variant="light" title={t(m.incomplete)}>
          {t(m.incompleteText)}{' '}
          <Button component={Link} to={props.editPath} size="compact-sm" variant="light" ml="xs">
            {t(m.complete)}
          </Button>
        </Alert>
      )}
      <CompanyProfilePage
        id={company.id}
        actions={() => (
          <Button component={Link} to={props.editPath} variant="light" size="sm">
            {t(m.edit)}
          </Button>
        )}
      />
    </Stack>
  );
}
