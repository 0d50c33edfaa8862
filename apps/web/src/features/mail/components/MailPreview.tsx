import { useQuery } from '@apollo/client/react';
import { Alert, Button, Code, Group, Loader, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { MailMessageDocument } from '../../../gql/admin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useResendMail } from '../hooks/useResendMail.ts';
import { MailStateBadge } from './MailStateBadge.tsx';
import { useT } from '../../../lib/messages.ts';
import { mm } from './mail-messages.ts';

/** One message: rendered HTML (sandboxed), plain text, data, delivery state and resend. */
export function MailPreview({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(MailMessageDocument, { variables: { id } });
  const [resend, resending] = useResendMail();
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  if (loading && !data) return <Loader />;
  if (error && !data) return <Alert color="red">{error.message}</Alert>;
  const mail = data?.mailMessage;
  if (!mail) return <Text>{t(mm.notFound)}</Text>;

  return (
    <Stack gap="md">
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={130}>{t(mm.to)}</Table.Th>
            <Table.Td>{mail.recipient}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t(mm.subject)}</Table.Th>
            <Table.Td>{mail.subject}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t(mm.state)}</Table.Th>
            <Table.Td>
              <Group gap="xs">
                <MailStateBadge delivery={mail.delivery} />
                <Text size="sm" c="dimmed">
                  {t(mm.attempts, { count: mail.attempts })} ·{' '}
                  {mail.delivery === 'kept' ? t(mm.noServer) : (mail.provider ?? t(mm.notYetSent))}
                  {mail.job
                    ? ` · ${t(mm.job, {
                        state: mail.job.state,
                        count: mail.job.retryCount,
                        limit: mail.job.retryLimit,
                      })}`
                    : ''}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t(mm.queuedSent)}</Table.Th>
            <Table.Td>
              {formatDateTime(mail.createdAt)} /{' '}
              {formatDateTime(mail.sentAt, { empty: t(mm.notSent) })}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {mail.lastError && (
        <Alert color="red" variant="light" title={t(mm.lastError)}>
          {mail.lastError}
        </Alert>
      )}
      <Tabs defaultValue="html">
        <Tabs.List>
          <Tabs.Tab value="html">HTML</Tabs.Tab>
          <Tabs.Tab value="text">{t(mm.plainText)}</Tabs.Tab>
          <Tabs.Tab value="data">{t(mm.data)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          <iframe
            title={t(mm.previewOf, { subject: mail.subject })}
            sandbox=""
            srcDoc={mail.html ?? ''}
            style={{
              width: '100%',
              height: 460,
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Code block>{mail.text}</Code>
        </Tabs.Panel>
        <Tabs.Panel value="data" pt="sm">
          <Code block>{JSON.stringify(JSON.parse(mail.data || '{}'), null, 2)}</Code>
        </Tabs.Panel>
      </Tabs>
      {resending.error && <Alert color="red">{resending.error.message}</Alert>}
      <Group>
        {confirming ? (
          <>
            <Text size="sm">{t(mm.sendAgain, { recipient: mail.recipient })}</Text>
            <Button
              size="xs"
              loading={resending.loading}
              onClick={async () => {
                await resend({ variables: { id } }).catch(() => undefined);
                setConfirming(false);
                await refetch();
              }}
            >
              {t(mm.yesResend)}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t(mm.cancel)}
            </Button>
          </>
        ) : (
          <Button size="xs" variant="light" onClick={() => setConfirming(true)}>
            {t(mm.resend)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
