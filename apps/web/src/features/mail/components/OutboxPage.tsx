import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Card,
  Drawer,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { MailMessagesDocument } from '../../../gql/admin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { MailPreview } from './MailPreview.tsx';
import { MailStateBadge } from './MailStateBadge.tsx';
import { OutboxFilters, type OutboxFilter } from './OutboxFilters.tsx';
import { useT } from '../../../lib/messages.ts';
import { mm } from './mail-messages.ts';

const PAGE_SIZE = 20;

/** Admin Outbox: every mail the platform wrote, with filters, paging, preview and resend. */
export function OutboxPage() {
  const [filter, setFilter] = useState<OutboxFilter>({ template: '', recipient: '', state: 'all' });
  const [debounced] = useDebouncedValue(filter, 250);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error } = useQuery(MailMessagesDocument, {
    variables: {
      filter: {
        template: debounced.template || null,
        recipient: debounced.recipient || null,
        delivery: debounced.state === 'all' ? null : debounced.state,
      },
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    pollInterval: 10_000,
  });
  const phone = useMediaQuery('(max-width: 48em)');
  const t = useT();
  const total = data?.mailMessages.total ?? 0;
  const items = data?.mailMessages.items ?? [];

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t(mm.title)}
        </Title>
        <Text c="dimmed">{t(mm.intro)}</Text>
      </div>
      <OutboxFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {error && <Alert color="red">{error.message}</Alert>}
      {phone ? (
        <Stack gap="xs" data-testid="outbox-list">
          {loading && !data
            ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={72} radius="md" />)
            : items.map((mail) => (
                <Card key={mail.id} withBorder radius="md" padding="sm" data-testid="outbox-item">
                  <UnstyledButton onClick={() => setOpenId(mail.id)} c="matchday.8" fw={500}>
                    {mail.subject}
                  </UnstyledButton>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {mail.recipient}
                  </Text>
                  <Group gap="xs" mt={6} wrap="wrap">
                    <MailStateBadge delivery={mail.delivery} />
                    <Text size="xs" c="dimmed">
                      {formatDateTime(mail.createdAt)} · {mail.template} ·{' '}
                      {t(mm.attempts, { count: mail.attempts })}
                    </Text>
                  </Group>
                </Card>
              ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="outbox-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(mm.recipient)}</Table.Th>
                <Table.Th>{t(mm.subject)}</Table.Th>
                <Table.Th>{t(mm.template)}</Table.Th>
                <Table.Th>{t(mm.state)}</Table.Th>
                <Table.Th>{t(mm.attemptsColumn)}</Table.Th>
                <Table.Th>{t(mm.queued)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && !data
                ? Array.from({ length: 4 }, (_, i) => (
                    <Table.Tr key={i}>
                      <Table.Td colSpan={6}>
                        <Skeleton h={18} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : items.map((mail) => (
                    <Table.Tr key={mail.id} data-testid="outbox-item">
                      <Table.Td>{mail.recipient}</Table.Td>
                      <Table.Td>
                        <UnstyledButton onClick={() => setOpenId(mail.id)} c="matchday.8" fw={500}>
                          {mail.subject}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{mail.template}</Table.Td>
                      <Table.Td>
                        <MailStateBadge delivery={mail.delivery} />
                      </Table.Td>
                      <Table.Td>{mail.attempts}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(mail.createdAt)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!loading && items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="outbox-empty">
          {t(mm.noMatch)}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t(mm.messages, { count: total })}
        </Text>
        {total > PAGE_SIZE && (
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
        )}
      </Group>
      <Drawer
        opened={!!openId}
        onClose={() => setOpenId(null)}
        position="right"
        size="xl"
        title={t(mm.mail)}
      >
        {openId && <MailPreview id={openId} />}
      </Drawer>
    </Stack>
  );
}
