import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Group, Skeleton, Stack } from '@mantine/core';
import { canViewProfile, roleOf } from '@matchday/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { CompanyProfileDocument } from '../../../../gql/startup.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { CompanyProfileView } from './CompanyProfileView.tsx';

const m = defineMessages({
  loading: { id: 'profile.loading', defaultMessage: 'Loading the profile' },
  notForRole: {
    id: 'profile.notForRole',
    defaultMessage: 'Profiles are not available to your role',
  },
  notForRoleText: {
    id: 'profile.notForRole.text',
    defaultMessage:
      'Event hosts work with attendees and meetings; company profiles are not shown to them.',
  },
  failed: { id: 'profile.failed', defaultMessage: 'The profile could not be loaded' },
  notFound: { id: 'profile.notFound', defaultMessage: 'Profile not found' },
  notFoundText: {
    id: 'profile.notFound.text',
    defaultMessage: 'This company does not exist, or its profile is not shared with you.',
  },
});

function Loading() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" role="status" aria-label={t(m.loading)}>
      <Card withBorder radius="md" padding="lg">
        <Group wrap="nowrap" align="flex-start">
          <Skeleton w={96} h={96} radius="md" />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton h={28} w="50%" />
            <Skeleton h={18} w="80%" />
            <Skeleton h={18} w="40%" />
          </Stack>
        </Group>
      </Card>
      <Skeleton h={160} radius="md" />
    </Stack>
  );
}

/**
 * /…/companies/:id — the profile page others see. Viewers whose role may not see profiles
 * (EVENT_HOST) are told so; a profile outside the viewer's reach is "not found" (the server
 * answers NOT_FOUND). `actions` lets the area add its buttons (edit, admin actions).
 */
export function CompanyProfilePage(props: {
  id?: string;
  back?: { to: string; label: string };
  actions?: (profile: { id: string; name: string }) => ReactNode;
}) {
  const t = useT();
  const params = useParams();
  const id = props.id ?? params.id ?? '';
  const user = useSessionUser();
  const allowed = canViewProfile(roleOf(user));
  const { data, loading, error } = useQuery(CompanyProfileDocument, {
    variables: { id },
    skip: !allowed || !id,
  });
  const profile = data?.companyProfile;

  return (
    <Stack gap="sm" maw={1100}>
      {props.back && (
        <Anchor component={Link} to={props.back.to} size="sm">
          ← {props.back.label}
        </Anchor>
      )}
      {!allowed ? (
        <EmptyState title={t(m.notForRole)}>{t(m.notForRoleText)}</EmptyState>
      ) : loading && !profile ? (
        <Loading />
      ) : profile ? (
        <CompanyProfileView profile={profile} actions={props.actions?.(profile)} />
      ) : error && !/not found|no such/i.test(error.message) ? (
        <Alert color="red" variant="light" role="alert" title={t(m.failed)}>
          {error.message}
        </Alert>
      ) : (
        <EmptyState title={t(m.notFound)}>{t(m.notFoundText)}</EmptyState>
      )}
    </Stack>
  );
}
