import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction.tsx';
import { MyTeamDocument } from '../../../gql/startup.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useInviteTeamMember } from '../hooks/useInviteTeamMember.ts';
import { useRemoveTeamMember } from '../hooks/useRemoveTeamMember.ts';
import { useSetContactPerson } from '../hooks/useSetContactPerson.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useT } from '../../../lib/messages.ts';
import { w } from './team-messages.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Whether a DateTime from the server lies in the past. */
const hasPassed = (iso: unknown) => Date.parse(String(iso)) <= Date.now();

/** 22 Nov 2026 */
const day = (iso: unknown) => formatDate(iso);

/**
 * The company's people (contact person first, with actions), then the invitations waiting for an
 * answer, as they were typed: the server never says whether an address has an account.
 */
export function TeamList() {
  const t = useT();
  const me = useSessionUser();
  const { data, loading, error } = useQuery(MyTeamDocument);
  const [remove] = useRemoveTeamMember();
  const [setContact, contact] = useSetContactPerson();
  const [resend, resending] = useInviteTeamMember();
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const team = data?.myTeam ?? [];
  // Open invitations carry invitedAt (older pending users, made before invitations had their own
  // records, stay with the members).
  const members = team.filter((m) => m.invitedAt == null);
  const invitations = team.filter((m) => m.invitedAt != null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await work();
      setNotice(done);
    } catch (e) {
      setNotice(null);
      setProblem(e instanceof Error ? e.message : t(w.failed));
    }
  };

  return (
    <Card withBorder radius="md" padding={0}>
      <Stack gap={0} role="list" aria-label={t(w.members)} data-testid="team-list">
        {loading &&
          !data &&
          [0, 1].map((i) => (
            <Group key={i} p="md">
              <Skeleton circle h={40} />
              <Skeleton h={18} w="40%" />
            </Group>
          ))}
        {members.map((m, i) => (
          <Group
            key={m.id}
            role="listitem"
            p="md"
            gap="md"
            justify="space-between"
            wrap="wrap"
            style={{ borderTop: i ? '1px solid var(--mantine-color-gray-2)' : undefined }}
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Avatar radius="xl" color={m.pending ? 'gray' : 'matchday'} aria-hidden>
                {initials(m.name)}
              </Avatar>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} truncate>
                    {m.name}
                    {m.id === me?.id && (
                      <Text span c="dimmed" fw={400}>
                        {' '}
                        {t(w.you)}
                      </Text>
                    )}
                  </Text>
                  {m.isContactPerson && (
                    <Badge size="sm" variant="light">
                      {t(w.contactPerson)}
                    </Badge>
                  )}
                  {m.pending && (
                    <Badge size="sm" variant="light" color="gray">
                      {t(w.invitationSent)}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" truncate>
                  {[m.title, m.email].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs">
              {m.pending && (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={resending.loading}
                  onClick={() =>
                    void run(
                      () =>
                        resend({
                          variables: { input: { email: m.email, name: m.name, title: m.title } },
                        }),
                      t(w.newLink, { email: m.email }),
                    )
                  }
                >
                  {t(w.resend)}
                </Button>
              )}
              {!m.isContactPerson && !m.pending && (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={contact.loading}
                  onClick={() =>
                    void run(
                      () => setContact({ variables: { userId: m.id } }),
                      t(w.nowContact, { name: m.name }),
                    )
                  }
                >
                  {t(w.makeContact)}
                </Button>
              )}
              {m.id !== me?.id && (
                <ConfirmAction
                  label={t(w.remove)}
                  title={t(w.removeTitle, { name: m.name })}
                  message={t(w.removeText, { name: m.name })}
                  confirmLabel={t(w.removeConfirm)}
                  buttonProps={{
                    variant: 'subtle',
                    color: 'red',
                    size: 'xs',
                    'aria-label': t(w.removeLabel, { name: m.name }),
                  }}
                  onConfirm={() =>
                    remove({ variables: { userId: m.id } }).then(() =>
                      setNotice(t(w.removed, { name: m.name })),
                    )
                  }
                />
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      {invitations.length > 0 && (
        <Stack gap={0} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Stack gap={2} px="md" pt="md">
            <Title order={2} size="h5" id="team-invitations-title">
              {t(w.invitations, { count: invitations.length })}
            </Title>
            <Text size="sm" c="dimmed">
              {t(w.invitationsText)}
            </Text>
          </Stack>
          <Stack
            gap={0}
            role="list"
            aria-labelledby="team-invitations-title"
            data-testid="team-invitations"
          >
            {invitations.map((m, i) => {
              const expired = hasPassed(m.invitationExpiresAt);
              return (
                <Group
                  key={m.id}
                  role="listitem"
                  p="md"
                  gap="md"
                  justify="space-between"
                  wrap="wrap"
                  style={{ borderTop: i ? '1px solid var(--mantine-color-gray-2)' : undefined }}
                >
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Avatar radius="xl" color="gray" aria-hidden>
                      {initials(m.name)}
                    </Avatar>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text fw={600} truncate>
                          {m.name}
                        </Text>
                        {expired ? (
                          <Badge size="sm" variant="light" color="orange">
                            {t(w.expired)}
                          </Badge>
                        ) : (
                          <Badge size="sm" variant="light" color="gray">
                            {t(w.invitationSent)}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed" truncate>
                        {[m.title, m.email].filter(Boolean).join(' · ')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(w.sentLine, {
                          sent: day(m.invitedAt),
                          expired: expired ? 'yes' : 'no',
                          until: day(m.invitationExpiresAt),
                        })}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs">
                    <Button
                      variant="subtle"
                      size="xs"
                      loading={resending.loading}
                      aria-label={t(w.sendAgainLabel, { name: m.name })}
                      onClick={() =>
                        void run(
                          () =>
                            resend({
                              variables: {
                                input: { email: m.email, name: m.name, title: m.title },
                              },
                            }),
                          t(w.newLinkOld, { email: m.email }),
                        )
                      }
                    >
                      {t(w.sendAgain)}
                    </Button>
                    <ConfirmAction
                      label={t(w.withdraw)}
                      title={t(w.withdrawTitle, { name: m.name })}
                      message={t(w.withdrawText, { email: m.email })}
                      confirmLabel={t(w.withdrawConfirm)}
                      buttonProps={{
                        variant: 'subtle',
                        color: 'red',
                        size: 'xs',
                        'aria-label': t(w.withdrawLabel, { name: m.name }),
                      }}
                      onConfirm={() =>
                        remove({ variables: { userId: m.id } }).then(() =>
                          setNotice(t(w.withdrawn, { name: m.name })),
                        )
                      }
                    />
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </Stack>
      )}
      {(error || problem || notice) && (
        <Stack p="md" pt={0}>
          {(error || problem) && (
            <Alert color="red" variant="light" role="alert">
              {problem ?? error?.message}
            </Alert>
          )}
          {notice && !problem && (
            <Alert color="green" variant="light" role="status">
              {notice}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
