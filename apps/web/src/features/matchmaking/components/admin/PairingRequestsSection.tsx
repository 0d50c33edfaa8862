import {
  Alert,
  Badge,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import type { AdminPairingFieldsFragment } from '../../../../gql/admin.ts';
import { useAdminAnswerPairing } from '../../hooks/useAdminAnswerPairing.ts';
import { pendingFirst } from './board.ts';
import { PAIRING_COLOR, PAIRING_LABEL, shortDate } from './labels.ts';
import classes from './admin.module.css';

/**
 * The event's pairing requests, pending first: a startup asking to meet a corporate. Organisers
 * may accept or decline on the corporate's behalf (each asks first; both sides are mailed).
 */
export function PairingRequestsSection(props: {
  requests: readonly AdminPairingFieldsFragment[] | undefined;
  error?: string;
  mayAnswer: boolean;
}) {
  const requests = props.requests ? pendingFirst(props.requests) : undefined;
  const pending = requests?.filter((r) => r.state === 'PENDING').length ?? 0;
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      component="section"
      aria-labelledby="pairing-requests-title"
    >
      <Group
        justify="space-between"
        px="md"
        py="sm"
        gap="xs"
        id="pairing-requests"
        tabIndex={-1}
        style={{ scrollMarginTop: 80 }}
      >
        <Title order={3} size="h4" id="pairing-requests-title">
          Pairing requests
        </Title>
        {requests && (
          <Text size="sm" c={pending ? 'orange.8' : 'dimmed'} fw={pending ? 600 : 400}>
            {pending ? `${pending} pending` : 'None pending'} · {requests.length} in all
          </Text>
        )}
      </Group>
      {props.error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mx="md"
          mb="md"
          title="The requests could not be loaded"
        >
          {props.error}
        </Alert>
      )}
      {!requests ? (
        props.error ? null : (
          <Stack
            px="md"
            pb="md"
            gap="xs"
            aria-busy="true"
            role="status"
            aria-label="Loading pairing requests"
          >
            <Skeleton h={18} />
            <Skeleton h={18} w="70%" />
          </Stack>
        )
      ) : requests.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          No pairing requests yet: approved startups ask to meet a corporate from their event page
          while the selection is open.
        </Text>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm" px="sm" pb="sm">
            {requests.map((r) => (
              <RequestCard key={r.id} request={r} mayAnswer={props.mayAnswer} />
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={860} visibleFrom="sm">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Startup</Table.Th>
                  <Table.Th>Corporate and need</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>State</Table.Th>
                  {props.mayAnswer && (
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {r.startup?.name ?? 'Unknown startup'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.corporate?.name ?? 'Unknown corporate'}</Text>
                      {r.need && (
                        <Text size="xs" c="dimmed" className={classes.wrap}>
                          {r.need.title}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td maw={360}>
                      <Text size="sm" lineClamp={3} className={classes.prewrap} title={r.message}>
                        {r.message || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {shortDate(r.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StateBadge request={r} />
                    </Table.Td>
                    {props.mayAnswer && (
                      <Table.Td>
                        <Answer request={r} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Card>
  );
}

function StateBadge(props: { request: AdminPairingFieldsFragment }) {
  return (
    <Badge
      variant="light"
      color={PAIRING_COLOR[props.request.state]}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {PAIRING_LABEL[props.request.state]}
    </Badge>
  );
}

/** Accept / Decline on the corporate's behalf, for a pending request. */
function Answer(props: { request: AdminPairingFieldsFragment; justify?: 'flex-start' }) {
  const r = props.request;
  const [answer] = useAdminAnswerPairing();
  if (r.state !== 'PENDING') return null;
  const startup = r.startup?.name ?? 'the startup';
  const corporate = r.corporate?.name ?? 'the corporate';
  return (
    <Group gap={6} justify={props.justify ?? 'flex-end'} wrap="nowrap">
      <ConfirmAction
        label="Accept"
        title={`Accept for ${corporate}?`}
        message={`${startup} and ${corporate} become a confirmed pair for the schedule, as if ${corporate} had accepted. Both are e-mailed.`}
        confirmLabel="Accept request"
        color="teal"
        onConfirm={() => answer({ variables: { requestId: r.id, accept: true } })}
        buttonProps={{ size: 'xs', 'aria-label': `Accept ${startup}’s request to ${corporate}` }}
      />
      <ConfirmAction
        label="Decline"
        title={`Decline for ${corporate}?`}
        message={`${startup} is told that ${corporate} will not meet it at this event.`}
        confirmLabel="Decline request"
        color="red"
        onConfirm={() => answer({ variables: { requestId: r.id, accept: false } })}
        buttonProps={{
          size: 'xs',
          variant: 'light',
          'aria-label': `Decline ${startup}’s request to ${corporate}`,
        }}
      />
    </Group>
  );
}

/** A request on a phone: the same facts and actions as a table row, stacked. */
function RequestCard(props: { request: AdminPairingFieldsFragment; mayAnswer: boolean }) {
  const r = props.request;
  const startup = r.startup?.name ?? 'Unknown startup';
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Request from ${startup}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" className={classes.wrap}>
            {startup} → {r.corporate?.name ?? 'Unknown corporate'}
          </Text>
          <Text size="xs" c="dimmed" className={classes.wrap}>
            {[r.need?.title, shortDate(r.createdAt)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <StateBadge request={r} />
      </Group>
      {r.message && (
        <Text size="sm" mt={6} className={classes.prewrap}>
          {r.message}
        </Text>
      )}
      {props.mayAnswer && r.state === 'PENDING' && (
        <Group mt="sm">
          <Answer request={r} justify="flex-start" />
        </Group>
      )}
    </Paper>
  );
}
