import { useQuery } from '@apollo/client/react';
import { Alert, Button, Grid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { MyCompanyDocument } from '../../../../gql/corp.ts';
import { CorporateProfileForm } from './CorporateProfileForm.tsx';

/**
 * /corporate/profile — the organisation's own profile, editable. `aside` is what the area puts
 * beside the form (the contact person card of the team feature).
 */
export function CorporateProfilePage(props: {
  previewPath: (id: string) => string;
  aside?: ReactNode;
}) {
  const { data, loading, error } = useQuery(MyCompanyDocument);
  const company = data?.myCompany;
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title="Organisation profile"
        description="Startups see this profile when you pick them or they ask to meet you."
        actions={
          company && (
            <Button component={Link} to={props.previewPath(company.id)} variant="default">
              View as others see it
            </Button>
          )
        }
      />
      {error && !company && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      {loading && !company && <Skeleton h={420} radius="md" />}
      {company && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CorporateProfileForm company={company} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>{props.aside}</Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
