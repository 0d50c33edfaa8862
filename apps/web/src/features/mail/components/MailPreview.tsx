import { useQuery } from '@apollo/client/react';
import { Alert, Button, Code, Group, Loader, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { MailMessageDocument } from '../../../gql/admin.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useResendMail } from '../hooks/useResendMail.ts';
import { MailStateBadge } from './MailStateBadge.tsx';

/** One message: rendered HTML (sandboxed), plain text, data, delivery state and resend. */
export function MailPreview({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(MailMessageDocument, { variables: { id } });
  const [resend, resending] = useResendMail();
  const [confirming, setConfirming] = useState(false);
  if (loading && !data) return <Loader />;
  if (error && !data) return <Alert color="red">{error.message}</Alert>;
  const mail = data?.mailMessage;
  if (!mail) return <Text>Not found.</Text>;

  return (
    <Stack gap="md">
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={130}>To</Table.Th>
            <Table.Td>{mail.recipient}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Subject</Table.Th>
            <Table.Td>{mail.subject}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>State</Table.Th>
            <Table.Td>
              <Group gap="xs">
                <MailStateBadge delivery={mail.delivery} />
                <Text size="sm" c="dimmed">
                  {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'} ·{' '}
                  {mail.delivery === 'kept'
                    ? 'no mail server configured: nobody received it'
                    : (mail.provider ?? 'not yet sent')}
                  {mail.job
                    ? ` · job ${mail.job.state} (${mail.job.retryCount}/${mail.job.retryLimit} retries)`
                    : ''}
                </Text>
              </Group>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Queued / sent</Table.Th>
            <Table.Td>
              {formatDateTime(mail.createdAt)} /{' '}
              {formatDateTime(mail.sentAt, { empty: 'not sent' })}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {mail.lastError && (
        <Alert color="red" variant="light" title="Last error">
          {mail.lastError}
        </Alert>
      )}
      <Tabs defaultValue="html">
        <Tabs.List>
          <Tabs.Tab value="html">HTML</Tabs.Tab>
          <Tabs.Tab value="text">Plain text</Tabs.Tab>
          <Tabs.Tab value="data">Data</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          <iframe
            title={`Preview of ${mail.subject}`}
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
            <Text size="sm">Send this mail to {mail.recipient} again?</Text>
            <Button
              size="xs"
              loading={resending.loading}
              onClick={async () => {
                await resend({ variables: { id } }).catch(() => undefined);
                setConfirming(false);
                await refetch();
              }}
            >
              Yes, resend
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button size="xs" variant="light" onClick={() => setConfirming(true)}>
            Resend
          </Button>
        )}
      </Group>
    </Stack>
  );
}
