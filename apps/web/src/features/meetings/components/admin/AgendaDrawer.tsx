import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { ParticipantAgendaDocument } from '../../../../gql/admin.ts';
import { MEETING_STATUS_COLOR, MEETING_STATUS_LABEL, plural, whenText } from '../../lib/format.ts';

/** One participant's published agenda at the event, as the company was told it. */
export function AgendaDrawer(props: {
  eventId: string;
  timezone: string;
  company: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const c = props.company;
  const { data, error, loading } = useQuery(ParticipantAgendaDocument, {
    variables: { eventId: props.eventId, companyId: c?.id ?? '' },
    skip: !c,
    fetchPolicy: 'network-only',
  });
  const rows = data?.participantAgenda ?? [];
  return (
    <Drawer
      opened={!!c}
      onClose={props.onClose}
      position="right"
      size="md"
      title={c ? `Agenda of ${c.name}` : ''}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          What {c?.name ?? 'the company'} was last told: the published schedule, times in{' '}
          {props.timezone}. Draft changes appear here once published.
        </Text>
        {loading && !data ? (
          <>
            <Skeleton h={64} />
            <Skeleton h={64} />
          </>
        ) : error ? (
          <Alert color="red" variant="light" role="alert" title="The agenda could not be loaded">
            {error.message}
          </Alert>
        ) : rows.length === 0 ? (
          <Paper withBorder p="md" radius="md">
            <Text size="sm">No published meetings yet.</Text>
          </Paper>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {plural(rows.length, 'meeting')}
            </Text>
            {rows.map((m) => {
              const other = m.startup?.id === c?.id ? m.corporate : m.startup;
              return (
                <Paper key={m.id} withBorder p="sm" radius="md" component="article">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {whenText(
                          m.startsAt as string | null,
                          m.endsAt as string | null,
                          props.timezone,
                        )}
                      </Text>
                      <Text size="sm">with {other?.name ?? 'unknown'}</Text>
                      <Text size="xs" c="dimmed">
                        {m.tableName ?? ''}
                        {m.videoLink && (
                          <>
                            {m.tableName ? ' · ' : ''}
                            <Anchor href={m.videoLink} target="_blank" rel="noreferrer" size="xs">
                              Video link
                            </Anchor>
                          </>
                        )}
                        {m.needTitle ? ` · ${m.needTitle}` : ''}
                      </Text>
                      {m.cancelReason && (
                        <Text size="xs" c="red.8">
                          Cancelled: {m.cancelReason}
                        </Text>
                      )}
                    </Stack>
                    <Badge color={MEETING_STATUS_COLOR[m.status]} variant="light" size="sm">
                      {MEETING_STATUS_LABEL[m.status]}
                    </Badge>
                  </Group>
                </Paper>
              );
            })}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
