import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { ConfirmAction } from '../../../../components/ConfirmAction.tsx';
import type { GenerateScheduleMutation } from '../../../../gql/admin.ts';
import { plural } from '../../lib/format.ts';
import type { BoardCounts } from '../../lib/schedule-board.ts';
import { GenerateButton } from './GenerateButton.tsx';
import classes from './schedule.module.css';

const STATE: Record<BoardCounts['state'], { label: string; color: string }> = {
  empty: { label: 'Nothing placed', color: 'gray' },
  draft: { label: 'Draft · not published', color: 'indigo' },
  published: { label: 'Published', color: 'teal' },
  changed: { label: 'Published · draft has changes', color: 'orange' },
};

export type RunResult = GenerateScheduleMutation['generateSchedule'];

function Count(props: { value: number; label: string; color?: string; testId: string }) {
  return (
    <Stack gap={0} data-testid={props.testId}>
      <Text fz={26} fw={700} lh={1.1} c={props.color}>
        {props.value}
      </Text>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
    </Stack>
  );
}

/** Counts, the schedule's state, Generate / Publish and the printable table sheets. */
export function ScheduleHeader(props: {
  eventId: string;
  counts: BoardCounts;
  /** Meeting id → "Startup – Corporate", to name the meetings a run would move. */
  names: Map<string, string>;
  generating: boolean;
  onGenerate: () => Promise<unknown>;
  onPublish: () => Promise<unknown>;
  onPrint: () => void;
}) {
  const { counts } = props;
  const state = STATE[counts.state];
  const published = counts.state === 'published' || counts.state === 'changed';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: '1 1 300px' }}>
          <Group gap="sm">
            <Title order={2} size="h4">
              Schedule
            </Title>
            <Badge color={state.color} variant="light" data-testid="schedule-state">
              {state.label}
            </Badge>
          </Group>
          <Group gap="xl">
            <Count value={counts.placed} label="placed" testId="count-placed" />
            <Count value={counts.requested} label="confirmed pairs" testId="count-requested" />
            <Count
              value={counts.unplaced}
              label="not placed"
              color={counts.unplaced ? 'orange.8' : undefined}
              testId="count-unplaced"
            />
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap" className={classes.actions}>
          <Button variant="default" onClick={props.onPrint} disabled={!counts.placed}>
            Print table sheets
          </Button>
          <GenerateButton
            eventId={props.eventId}
            placed={counts.placed}
            published={published}
            disabled={!counts.requested}
            generating={props.generating}
            names={props.names}
            onGenerate={props.onGenerate}
          />
          <ConfirmAction
            label="Publish schedule"
            title="Publish the schedule?"
            message={`${plural(counts.placed, 'placed meeting')} become the schedule participants see in their agendas and calendars. Participants whose meetings changed are mailed their agenda with a calendar file.${counts.unplaced ? ` ${plural(counts.unplaced, 'pair')} not placed stay unplaced.` : ''}`}
            confirmLabel="Publish and mail participants"
            color="matchday"
            onConfirm={props.onPublish}
            buttonProps={{
              disabled: !counts.placed || counts.state === 'published',
              'data-testid': 'publish-schedule',
            }}
          />
        </Group>
      </Group>
    </Stack>
  );
}

/** What the last run did: placed of bound, and each pair left out with its reason. */
export function RunResultAlert(props: {
  result: RunResult;
  names: Map<string, string>;
  onClose: () => void;
}) {
  const r = props.result;
  const optimal = r.placed >= r.bound;
  return (
    <Alert
      color={r.unplaced.length ? 'orange' : 'teal'}
      variant="light"
      role="status"
      title={`Schedule generated: ${r.placed} of ${plural(r.bound, 'possible meeting')} placed`}
      withCloseButton
      onClose={props.onClose}
      data-testid="schedule-run-result"
    >
      <Stack gap={4}>
        <Text size="sm">
          {optimal
            ? 'No schedule of this grid can place more.'
            : `At most ${r.bound} can be placed in this grid.`}
          {r.moved ? ` ${plural(r.moved, 'published meeting')} moved or left out.` : ''} Review the
          draft, then publish it.
        </Text>
        {r.unplaced.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {plural(r.unplaced.length, 'pair')} not placed:
            </Text>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {r.unplaced.map((u) => (
                <li key={u.meetingId}>
                  <Text size="sm">
                    {props.names.get(u.meetingId) ?? 'A pair'}: {u.text}
                  </Text>
                </li>
              ))}
            </ul>
          </>
        )}
      </Stack>
    </Alert>
  );
}
