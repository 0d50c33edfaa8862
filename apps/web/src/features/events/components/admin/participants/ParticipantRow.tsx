import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { COUNTRIES } from '@matchday/shared';
import { ConfirmAction } from '../../../../../components/ConfirmAction.tsx';
import { StartupCardLink } from '../../../../../components/startup-card/StartupCardLink.tsx';
import {
  AttendeeStartupCardDocument,
  type AttendanceRowFragment,
  type AttendanceState,
} from '../../../../../gql/admin.ts';
import { useDecideAttendance } from '../../../hooks/useDecideAttendance.ts';
import { ATTENDANCE_COLOR, shortDate } from '../../../lib/labels.ts';
import { ATTENDANCE_WORD, ROLE_WORD } from '../../../lib/event-words.ts';
import type { Message } from '../../../../../lib/messages.ts';
import { useT } from '../../../../../lib/messages.ts';
import { pm } from './participants-messages.ts';
import { ContactPerson } from './ContactPerson.tsx';
import { RemoveParticipantButton } from './RemoveParticipantButton.tsx';
import { DeclineButton } from './DeclineButton.tsx';

const COUNTRY_NAME = new Map(COUNTRIES.map((c) => [c.code as string, c.name]));

export type RowProps = {
  row: AttendanceRowFragment;
  mayDecide: boolean;
  onAvailability: () => void;
  onNotice: (text: string) => void;
};

const SOURCE_LABEL: Record<string, Message> = {
  IMPORT: pm.sourceImport,
  INCUBATOR: pm.sourceIncubator,
  ORGANISER: pm.sourceOrganiser,
};

function facts(r: AttendanceRowFragment, t: ReturnType<typeof useT>) {
  const country = r.company?.country ?? '';
  const source = SOURCE_LABEL[r.source];
  return {
    name: r.company?.name ?? t(pm.unknownOrganisation),
    country: COUNTRY_NAME.get(country.toUpperCase()) ?? (country || '—'),
    source: source ? t(source) : null,
    unavailable: r.unavailableSlots.length,
  };
}

/** Approve / Decline (for a registration), Availability, and a refused decision's message. */
function RowActions(props: RowProps & { justify?: 'flex-end' | 'flex-start' }) {
  const r = props.row;
  const t = useT();
  const { name } = facts(r, t);
  const [decide, { loading, error }] = useDecideAttendance();
  return (
    <Stack gap={4}>
      <Group gap={6} justify={props.justify ?? 'flex-end'} wrap="nowrap">
        {props.mayDecide && r.state === 'REGISTERED' && (
          <>
            <Button
              size="xs"
              color="teal"
              loading={loading}
              onClick={() =>
                void decide({ variables: { attendanceId: r.id, approve: true } }).catch(
                  () => undefined,
                )
              }
              aria-label={t(pm.approveNamed, { name })}
            >
              {t(pm.approve)}
            </Button>
            <DeclineButton
              name={name}
              onDecline={(reason) =>
                decide({ variables: { attendanceId: r.id, approve: false, reason } })
              }
            />
          </>
        )}
        {props.mayDecide && r.state === 'DECLINED' && (
          <ConfirmAction
            label={t(pm.readmit)}
            title={t(pm.readmitTitle, { name })}
            message={t(pm.readmitText, { name })}
            confirmLabel={t(pm.readmit)}
            color="teal"
            onConfirm={() => decide({ variables: { attendanceId: r.id, approve: true } })}
            buttonProps={{
              size: 'xs',
              variant: 'light',
              'aria-label': t(pm.readmitNamed, { name }),
            }}
          />
        )}
        {props.mayDecide && r.state === 'APPROVED' && (
          <RemoveParticipantButton
            attendanceId={r.id}
            name={name}
            onRemoved={(done) => props.onNotice(t(pm.removed, { name, ...done }))}
          />
        )}
        <Button
          size="xs"
          variant="default"
          onClick={props.onAvailability}
          aria-label={t(pm.availabilityOf, { name })}
        >
          {t(pm.availability)}
        </Button>
      </Group>
      {error && (
        <Text
          size="xs"
          c="red.7"
          role="alert"
          ta={props.justify === 'flex-start' ? 'left' : 'right'}
        >
          {error.message}
        </Text>
      )}
    </Stack>
  );
}

function StateBadge(props: { state: AttendanceState }) {
  const t = useT();
  return (
    <Badge color={ATTENDANCE_COLOR[props.state]} variant="light" style={{ flexShrink: 0 }}>
      {t(ATTENDANCE_WORD[props.state])}
    </Badge>
  );
}

/** The reason the organisers gave for a decline (the organisation was sent it). */
function DeclineReason(props: { row: AttendanceRowFragment }) {
  const { state, declineReason } = props.row;
  const t = useT();
  if (state !== 'DECLINED' || !declineReason) return null;
  return (
    <Text size="xs" c="dimmed" mt={4} lineClamp={3} title={declineReason}>
      {t(pm.reason, { reason: declineReason })}
    </Text>
  );
}

/** A startup's name opens its read-only profile card; a corporate's is plain text. */
function ParticipantName(props: { row: AttendanceRowFragment }) {
  const { company, role } = props.row;
  const t = useT();
  const { name } = facts(props.row, t);
  if (company && role === 'startup') {
    return (
      <StartupCardLink
        startupId={company.id}
        name={name}
        query={AttendeeStartupCardDocument}
        context={t(ATTENDANCE_WORD[props.row.state]).toLowerCase()}
      />
    );
  }
  return (
    <Text size="sm" fw={600}>
      {name}
    </Text>
  );
}

/** A participant as a table row: name, type, country, state, facts and actions. */
export function ParticipantRow(props: RowProps) {
  const r = props.row;
  const t = useT();
  const f = facts(r, t);
  return (
    <Table.Tr>
      <Table.Td>
        <ParticipantName row={r} />
        {f.source && (
          <Text size="xs" c="dimmed">
            {f.source}
          </Text>
        )}
        <ContactPerson row={r} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(ROLE_WORD[r.role])}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{f.country}</Text>
      </Table.Td>
      <Table.Td>
        <StateBadge state={r.state} />
        <DeclineReason row={r} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {shortDate(r.registeredAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={f.unavailable ? undefined : 'dimmed'}>
          {f.unavailable ? t(pm.slots, { count: f.unavailable }) : t(pm.noneWord)}
        </Text>
      </Table.Td>
      <Table.Td>
        <RowActions {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A participant on a phone: the same facts and actions as a table row, stacked. */
export function ParticipantCard(props: RowProps) {
  const r = props.row;
  const t = useT();
  const f = facts(r, t);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={f.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <ParticipantName row={r} />
        <StateBadge state={r.state} />
      </Group>
      <DeclineReason row={r} />
      <Text size="xs" c="dimmed" mt={2}>
        {t(ROLE_WORD[r.role])} · {f.country}
        {f.source ? ` · ${f.source}` : ''}
      </Text>
      <ContactPerson row={r} />
      <Text size="sm" mt={6}>
        {t(pm.registeredOn, {
          date: shortDate(r.registeredAt),
          availability: f.unavailable
            ? t(pm.slotsUnavailable, { count: f.unavailable })
            : t(pm.everySlot),
        })}
      </Text>
      <Group mt="sm">
        <RowActions {...props} justify="flex-start" />
      </Group>
    </Paper>
  );
}
