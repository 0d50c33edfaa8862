import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { MyCompanyDocument } from '../../../../gql/startup.ts';
import { CompanyProfilePage } from './CompanyProfilePage.tsx';

/** The startup's own profile as corporates see it, with a way to edit it. */
export function OwnProfilePage(props: { editPath: string }) {
  const { data, loading, error } = useQuery(MyCompanyDocument);
  const company = data?.myCompany;
  if (loading && !company) return <Skeleton h={320} radius="md" maw={1100} />;
  if (!company) {
    return (
      <Alert color="red" variant="light" role="alert">
        {error?.message ?? 'Your company could not be loaded.'}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {company.missingFields.length > 0 && (
        <Alert color="orange" variant="light" title="Your profile is incomplete">
          Corporates see a better picture of you when every step is filled in.{' '}
          <Button component={Link} to={props.editPath} size="compact-sm" variant="light" ml="xs">
            Complete it
          </Button>
        </Alert>
      )}
      <CompanyProfilePage
        id={company.id}
        actions={() => (
          <Button component={Link} to={props.editPath} variant="light" size="sm">
            Edit profile
          </Button>
        )}
      />
    </Stack>
  );
}
