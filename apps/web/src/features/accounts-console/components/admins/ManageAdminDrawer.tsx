import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { AdminAccountDocument, type AdminAccountQuery } from '../../../../gql/admin.ts';
import { formatDateTime } from '../../../../lib/dates.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { useResendAdminInvitation, useSetAdminDisabled } from '../../hooks/useManageAdmin.ts';
import { ADMIN_TYPE_LABEL } from '../../labels.ts';
import { describeAuditEntry } from './admin-changes.ts';
import { AdminEditForm } from './AdminEditForm.tsx';

type Admin = NonNullable<AdminAccountQuery['adminAccount']>;

/**
 * /admin/admins?admin=<id>: one admin in a side drawer (full screen on a phone) — edit, disable
 * or enable, resend the invitation, each after a confirmation, and the audit trail.
 */
export function ManageAdminDrawer(props: { adminId: string | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { data, loading, error, refetch } = useQuery(AdminAccountDocument, {
    variables: { id: props.adminId ?? '' },
    skip: !props.adminId,
  });
  const admin = data?.adminAccount;
  return (
    <Drawer
      opened={props.adminId !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={<Text fw={700}>{admin ? admin.name : 'Admin'}</Text>}
    >
      {error ? (
        <Alert color="red" variant="light" role="alert" title="This admin could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : loading || !admin ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading the admin">
          <Skeleton height={20} width="60%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <AdminDetails key={admin.id} admin={admin} />
      )}
    </Drawer>
  );
}

function AdminDetails({ admin }: { admin: Admin }) {
  const me = useSessionUser();
  const isSelf = me?.id === admin.id;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {admin.email}
        </Text>
        <Group gap="xs">
          <Badge variant="light">{ADMIN_TYPE_LABEL[admin.adminType]}</Badge>
          {admin.pending && (
            <Badge color="yellow" variant="light">
              Invited, no password yet
            </Badge>
          )}
          {admin.disabled && (
            <Badge color="gray" variant="light">
              Disabled
            </Badge>
          )}
          {isSelf && (
            <Badge color="blue" variant="outline">
              You
            </Badge>
          )}
        </Group>
      </Stack>
      <AdminEditForm admin={admin} isSelf={isSelf} />
      <Divider />
      <Access admin={admin} isSelf={isSelf} />
      <Divider />
      <History admin={admin} />
    </Stack>
  );
}

function Access({ admin, isSelf }: { admin: Admin; isSelf: boolean }) {
  const [setDisabled] = useSetAdminDisabled(admin.id);
  const [resend] = useResendAdminInvitation(admin.id);
  const next = !admin.disabled;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Access
      </Title>
      {isSelf ? (
        <Text size="sm" c="dimmed">
          You cannot disable your own account.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {admin.disabled
            ? 'Disabled: they cannot sign in.'
            : admin.pending
              ? 'Invited: they have not set a password yet.'
              : 'Active: they can sign in.'}
        </Text>
      )}
      <Group gap="sm">
        {!isSelf && (
          <ConfirmAction
            label={next ? 'Disable' : 'Enable'}
            title={next ? `Disable ${admin.name}?` : `Enable ${admin.name}?`}
            message={
              next
                ? 'Their access ends at once: they are signed out and cannot sign in until enabled again. Nothing they did is deleted.'
                : 'They can sign in again with their password.'
            }
            confirmLabel={next ? 'Disable' : 'Enable'}
            color={next ? 'red' : 'teal'}
            buttonProps={{ variant: 'light', color: next ? 'red' : 'teal', size: 'sm' }}
            onConfirm={() => setDisabled({ variables: { adminId: admin.id, disabled: next } })}
          />
        )}
        {admin.pending && !admin.disabled && (
          <ConfirmAction
            label="Resend invitation"
            title={`Send ${admin.name} a new invitation?`}
            message={`A new link to set a password goes to ${admin.email}; the link sent before stops working.`}
            confirmLabel="Send invitation"
            color="blue"
            buttonProps={{ variant: 'light', size: 'sm' }}
            onConfirm={() => resend({ variables: { adminId: admin.id } })}
          />
        )}
      </Group>
    </Stack>
  );
}

function History({ admin }: { admin: Admin }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        History
      </Title>
      {admin.auditTrail.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes recorded yet. Admins created before the history was kept show their changes
          from now on.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2} data-testid="admin-history">
          {admin.auditTrail.map((entry) => {
            const { title, details } = describeAuditEntry(entry);
            return (
              <Timeline.Item key={entry.id} title={title}>
                {details.map((d) => (
                  <Text key={d} size="sm">
                    {d}
                  </Text>
                ))}
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.at)} · by {entry.actorName}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Stack>
  );
}
