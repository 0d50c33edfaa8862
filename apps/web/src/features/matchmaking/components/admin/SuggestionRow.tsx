import { Badge, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import { StartupCardLink } from '../../../../components/startup-card/StartupCardLink.tsx';
import { MatchStartupCardDocument, type AdminMatchFieldsFragment } from '../../../../gql/admin.ts';
import { usePinSuggestion } from '../../hooks/usePinSuggestion.ts';
import { useRemoveSuggestion } from '../../hooks/useRemoveSuggestion.ts';
import { matchBadge, SOURCE_LABEL, startupLine } from './labels.ts';
import { MatchReasons } from './MatchReasons.tsx';
import { MatchScore } from './MatchScore.tsx';
import classes from './admin.module.css';

export type RowProps = {
  match: AdminMatchFieldsFragment;
  rank: number;
  needTitle: string;
  mayCurate: boolean;
};

const nameOf = (m: AdminMatchFieldsFragment) => m.startup?.name ?? 'Unknown startup';

function StateCell(props: { match: AdminMatchFieldsFragment }) {
  const m = props.match;
  const badge = matchBadge(m);
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        variant="light"
        color={badge.color}
        style={{ flexShrink: 0, minWidth: 'max-content' }}
        tt="none"
      >
        {badge.label}
      </Badge>
      {m.state === 'DECLINED' && m.declineReason && (
        <Text size="xs" c="dimmed" className={classes.wrap}>
          “{m.declineReason}”
        </Text>
      )}
      {m.state === 'REFUSED' && m.refusalReason && (
        <Text size="xs" c="dimmed" className={classes.wrap} data-testid="refusal-reason">
          Startup’s reason: “{m.refusalReason}”
        </Text>
      )}
    </Stack>
  );
}

function StartupCell(props: { match: AdminMatchFieldsFragment; needTitle: string }) {
  const m = props.match;
  const source = SOURCE_LABEL[m.source];
  const line = startupLine(m.startup);
  return (
    <Stack gap={2} align="flex-start">
      {m.startup ? (
        <StartupCardLink
          startupId={m.startup.id}
          name={nameOf(m)}
          query={MatchStartupCardDocument}
          context={`suggested for “${props.needTitle}”`}
        />
      ) : (
        <Text size="sm" fw={600} className={classes.wrap}>
          {nameOf(m)}
        </Text>
      )}
      {(line || source) && (
        <Text size="xs" c="dimmed">
          {[line, source].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

function PinSwitch(props: { match: AdminMatchFieldsFragment; showLabel?: boolean }) {
  const m = props.match;
  const [pin, { error }] = usePinSuggestion();
  return (
    <Stack gap={2}>
      <Switch
        size="sm"
        checked={m.pinned}
        label={props.showLabel ? 'Pinned' : undefined}
        aria-label={props.showLabel ? undefined : `Pin ${nameOf(m)}`}
        onChange={(e) =>
          void pin({ variables: { matchId: m.id, pinned: e.currentTarget.checked } }).catch(
            () => undefined,
          )
        }
      />
      {error && (
        <Text size="xs" c="red.7" role="alert">
          {error.message}
        </Text>
      )}
    </Stack>
  );
}

function RemoveButton(props: { match: AdminMatchFieldsFragment; needTitle: string }) {
  const m = props.match;
  const [remove] = useRemoveSuggestion();
  if (m.state !== 'PROPOSED' && m.state !== 'SUGGESTED') return null;
  const name = nameOf(m);
  return (
    <ConfirmAction
      label="Remove"
      title={`Remove ${name}?`}
      message={
        m.state === 'SUGGESTED'
          ? `${name} leaves the suggestions for “${props.needTitle}”. The corporate has seen it already and will no longer find it in its list. Generating again does not bring it back; add it by hand if you change your mind.`
          : `${name} leaves the proposals for “${props.needTitle}”. Generating again does not bring it back; add it by hand if you change your mind.`
      }
      confirmLabel="Remove suggestion"
      color="red"
      onConfirm={() => remove({ variables: { matchId: m.id } })}
      buttonProps={{
        size: 'xs',
        variant: 'subtle',
        'aria-label': `Remove ${name} from ${props.needTitle}`,
      }}
    />
  );
}

export function MatchRow(props: RowProps) {
  const m = props.match;
  return (
    <Table.Tr>
      <Table.Td className={classes.rank}>{props.rank}</Table.Td>
      <Table.Td>
        <StartupCell match={m} needTitle={props.needTitle} />
      </Table.Td>
      <Table.Td>
        <MatchScore score={m.score} startup={nameOf(m)} />
      </Table.Td>
      <Table.Td>
        <MatchReasons reasons={m.reasons} startup={nameOf(m)} />
      </Table.Td>
      <Table.Td>
        <StateCell match={m} />
      </Table.Td>
      {props.mayCurate && (
        <Table.Td>
          <PinSwitch match={m} />
        </Table.Td>
      )}
      {props.mayCurate && (
        <Table.Td>
          <RemoveButton match={m} needTitle={props.needTitle} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** A suggestion on a phone: the same facts and controls as a table row, stacked. */
export function MatchCard(props: RowProps) {
  const m = props.match;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={nameOf(m)}>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <Text size="sm" className={classes.rank} aria-label={`Rank ${props.rank}`}>
          {props.rank}.
        </Text>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <StartupCell match={m} needTitle={props.needTitle} />
          <StateCell match={m} />
        </Stack>
      </Group>
      <Stack gap="xs" mt="xs">
        <MatchScore score={m.score} startup={nameOf(m)} />
        <MatchReasons reasons={m.reasons} startup={nameOf(m)} />
        {props.mayCurate && (
          <Group justify="space-between" gap="xs">
            <PinSwitch match={m} showLabel />
            <RemoveButton match={m} needTitle={props.needTitle} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
