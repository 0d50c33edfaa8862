import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Drawer,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ComponentType, type ReactNode } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { ConsoleCompanyDocument } from '../../../../gql/admin.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { formatDate } from '../../../../lib/dates.ts';
import { STATUS_COLOR, STATUS_LABEL, TYPE_LABEL } from '../../labels.ts';
import { consolePowers } from '../../powers.ts';
import { BadgeAssigner } from './BadgeAssigner.tsx';
import { CompanyTeam } from './CompanyTeam.tsx';
import { GrantsSwitch } from './GrantsSwitch.tsx';
import { StatusActions } from './StatusActions.tsx';

function Block(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {props.title}
      </Text>
      {props.children}
    </Stack>
  );
}

/** The truth about onboarding: finished or not, and what a finished profile still lacks. */
function onboardingText(c: { onboarded: boolean; missingFields: readonly string[] }) {
  if (!c.onboarded) return 'onboarding not finished';
  return c.missingFields.length
    ? `onboarded, profile lacks ${c.missingFields.length} required field${c.missingFields.length === 1 ? '' : 's'}`
    : 'onboarding complete';
}

/** What the panel's edit drawer renders: the profile form, which the app layer passes in. */
export type CompanyEditForm = ComponentType<{
  companyId: string;
  /** The admin's edits stay inside its incubator: the incubator select is locked. */
  lockIncubator: boolean;
  onDone: () => void;
}>;

/**
 * The console's account panel of one company: status and its actions, grants access, badges,
 * edit, and the people with "View as". Each control shows only for the admins who may use it.
 */
export function CompanyAdminPanel(props: { id: string; editForm: CompanyEditForm }) {
  const EditForm = props.editForm;
  const user = useSessionUser();
  const { data, loading, error } = useQuery(ConsoleCompanyDocument, {
    variables: { id: props.id },
  });
  const [editing, setEditing] = useState(false);
  const c = data?.company;
  if (loading && !c) return <Skeleton h={180} radius="md" />;
  if (!c) {
    return error && !/no such|not found/i.test(error.message) ? (
      <Alert color="red" variant="light" role="alert">
        {error.message}
      </Alert>
    ) : (
      <EmptyState title="Company not found">
        It does not exist or is outside the accounts you can see.
      </EmptyState>
    );
  }
  const powers = consolePowers(user, c);

  return (
    <Card withBorder radius="md" padding="lg" data-testid="company-admin-panel">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Account
          </Title>
          <Text size="sm" c="dimmed">
            {TYPE_LABEL[c.type]} · joined {formatDate(c.createdAt)} · {onboardingText(c)}
          </Text>
        </Stack>
        {powers.canEdit && (
          <Button variant="light" onClick={() => setEditing(true)}>
            Edit profile
          </Button>
        )}
      </Group>
      {powers.alumniLocked && (
        <Alert color="gray" variant="light" mb="md" data-testid="alumni-read-only">
          Alumni accounts are read-only for incubators: neither the profile nor the status can be
          changed here (the startup has left your programme). A programme admin can.
        </Alert>
      )}
      {powers.readOnlyFilter && (
        <Alert color="gray" variant="light" mb="md">
          Read-only: consortium members view the accounts of their filter.
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Block title="Status">
            <Group gap="xs">
              <Badge
                color={STATUS_COLOR[c.activityStatus]}
                variant="light"
                size="lg"
                data-testid="company-status"
              >
                {STATUS_LABEL[c.activityStatus]}
              </Badge>
            </Group>
            {powers.canSetStatus && (
              <StatusActions companyId={c.id} name={c.name} status={c.activityStatus} />
            )}
          </Block>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Block title="Innovation grants">
            {powers.canSetGrants ? (
              <GrantsSwitch companyId={c.id} value={c.hasAccessInnovationGrants} />
            ) : (
              <Text size="sm">{c.hasAccessInnovationGrants ? 'Has access' : 'No access'}</Text>
            )}
          </Block>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Block title="Badges">
            <BadgeAssigner companyId={c.id} assigned={c.badges} editable={powers.canAssignBadges} />
          </Block>
        </Grid.Col>
        <Grid.Col span={12}>
          <Block title="People">
            <CompanyTeam
              team={c.team}
              canImpersonate={powers.canImpersonate}
              canReadHistory={powers.canViewUserHistory}
            />
          </Block>
        </Grid.Col>
      </Grid>
      <Drawer
        opened={editing}
        onClose={() => setEditing(false)}
        position="right"
        size="lg"
        title={`Edit ${c.name}`}
      >
        {editing && (
          <EditForm
            companyId={c.id}
            lockIncubator={powers.lockIncubator}
            onDone={() => setEditing(false)}
          />
        )}
      </Drawer>
    </Card>
  );
}
