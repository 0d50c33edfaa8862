import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { type Role } from '@matchday/shared';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { ManagedResourceDocument } from '../../../../gql/admin.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { ResourceForm } from './ResourceForm.tsx';

/** /admin/resources/new */
export function NewResourcePage(props: { basePath: string; role: Role }) {
  usePageTitle('Add resource');
  return <ResourceForm basePath={props.basePath} role={props.role} resource={null} />;
}

/** /admin/resources/:id/edit — not found outside the organiser's reach. */
export function EditResourcePage(props: { basePath: string; role: Role }) {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ManagedResourceDocument, { variables: { id } });
  usePageTitle(data?.managedResource ? `Edit ${data.managedResource.title}` : 'Edit resource');
  if (loading && !data) return <Skeleton h={420} radius="md" />;
  if (error || !data?.managedResource) {
    return (
      <Stack gap="md" maw={760}>
        <PageHeader title="Edit resource" />
        <Alert color="red" variant="light" role="alert" title="No such resource">
          {error?.message ?? 'It may have been deleted.'}{' '}
          <Anchor component={Link} to={props.basePath}>
            Back to resources
          </Anchor>
        </Alert>
      </Stack>
    );
  }
  return (
    <ResourceForm basePath={props.basePath} role={props.role} resource={data.managedResource} />
  );
}
