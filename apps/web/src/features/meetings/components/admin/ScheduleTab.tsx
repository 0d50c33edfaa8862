import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can, roleOf } from '@matchday/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { useSessionUser } from '../../../../lib/session.ts';
import { absentText, pairName, plural } from '../../lib/format.ts';
import { gridBreaks } from '../../lib/grid-breaks.ts';
import { boardCounts, cellsOf, isPlaced } from '../../lib/schedule-board.ts';
import { useCellStates } from '../../hooks/useCellStates.ts';
import { errorText, useScheduleActions } from '../../hooks/useScheduleActions.ts';
import { useScheduleBoard } from '../../hooks/useScheduleBoard.ts';
import { BookedMeetingsProvider } from '../booking/BookedMeetings.tsx';
import { OrganiserRequestsCard } from '../booking/OrganiserRequestsCard.tsx';
import { AgendaDrawer } from './AgendaDrawer.tsx';
import { CancelledList } from './CancelledList.tsx';
import { CancelMeetingDialog } from './CancelMeetingDialog.tsx';
import type { BoardMeeting, MeetingMenuActions } from './MeetingCard.tsx';
import { PlaceDialog } from './PlaceDialog.tsx';
import { ScheduleGrid, ScheduleList } from './ScheduleGrid.tsx';
import { SelectionBar } from './SelectionBar.tsx';
import { RunResultAlert, ScheduleHeader, type RunResult } from './ScheduleHeader.tsx';
import { slotLabeller, tableNames } from './slot-labels.ts';
import { TableSheets } from './TableSheets.tsx';
import { UnplacedList } from './UnplacedList.tsx';

/**
 * The organisers' Schedule tab (ADMIN, the EVENT_HOST of the event): generate a conflict-free
 * draft from the confirmed pairs, adjust it by hand (move, swap, pin, take out, cancel), see why
 * pairs were left out, publish, print the venue's table sheets and open any participant's agenda.
 */
export function ScheduleTab(props: { eventId: string }) {
  const role = roleOf(useSessionUser());
  if (!can(role, 'scheduleMeetings')) {
    return (
      <EmptyState title="The schedule is prepared by the organisers">
        The programme’s administrators and the event’s hosts place and publish its meetings.
      </EmptyState>
    );
  }
  return (
    <BookedMeetingsProvider eventId={props.eventId}>
      <ScheduleBoard eventId={props.eventId} />
    </BookedMeetingsProvider>
  );
}

const NO_GRID = { sessions: [], pauses: [] };

function ScheduleBoard(props: { eventId: string }) {
  const { eventId } = props;
  const phone = useMediaQuery('(max-width: 48em)');
  const { data, error, loading } = useScheduleBoard(eventId, { blackouts: true });
  const actions = useScheduleActions(eventId);
  const [picked, setSelected] = useState<string[]>([]);
  const [run, setRun] = useState<RunResult | null>(null);
  const [placing, setPlacing] = useState<BoardMeeting | null>(null);
  const [cancelling, setCancelling] = useState<BoardMeeting | null>(null);
  const [agendaOf, setAgendaOf] = useState<{ id: string; name: string } | null>(null);
  const [printing, setPrinting] = useState(false);
  const [generating, setGenerating] = useState(false);

  const event = data?.event;
  const meetings = useMemo(() => event?.meetings ?? [], [event]);
  const cells = useMemo(() => cellsOf(meetings), [meetings]);
  const counts = useMemo(() => boardCounts(meetings), [meetings]);
  const unplaced = useMemo(
    () =>
      meetings
        .filter((m) => m.status !== 'CANCELLED' && !isPlaced(m))
        .sort(
          (a, b) =>
            Number(b.mustMeet) - Number(a.mustMeet) || pairName(a).localeCompare(pairName(b)),
        ),
    [meetings],
  );
  const cancelled = meetings.filter((m) => m.status === 'CANCELLED');
  // A selected meeting that left the grid (moved by someone else, cancelled) is no longer selected.
  const selected = useMemo(() => {
    const placed = new Set([...cells.values()].map((m) => m.id));
    return picked.filter((id) => placed.has(id));
  }, [picked, cells]);
  const names = useMemo(() => new Map(meetings.map((m) => [m.id, pairName(m)])), [meetings]);
  const moving = selected.length === 1 ? meetings.find((m) => m.id === selected[0]) : undefined;
  const cellStateOf = useCellStates(moving, event?.scheduleBlackouts);
  const slotLabel = useMemo(
    () => slotLabeller(event?.slots ?? [], event?.timezone ?? 'UTC'),
    [event?.slots, event?.timezone],
  );
  const schedule = event?.schedule;
  const breaks = useMemo(
    () => gridBreaks(event?.slots ?? [], schedule ?? NO_GRID, event?.timezone ?? 'UTC'),
    [event?.slots, schedule, event?.timezone],
  );
  const tables = useMemo(
    () => tableNames(event?.schedule.tables ?? 0, event?.schedule.meetingPoints ?? []),
    [event?.schedule.tables, event?.schedule.meetingPoints],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSelected([]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const toggle = useCallback((m: BoardMeeting) => {
    setSelected((s) => (s.includes(m.id) ? s.filter((id) => id !== m.id) : [...s, m.id].slice(-2)));
  }, []);

  const menu: MeetingMenuActions = {
    onLock: (m, locked) => void actions.lock(m.id, locked),
    onUnplace: (m) => void actions.unplace(m.id),
    onCancel: setCancelling,
    onAgenda: setAgendaOf,
    onAbsent: (m, side) =>
      void actions
        .setStatus(m.id, 'NO_SHOW', undefined, side)
        .then((row) =>
          actions.setNotice({
            tone: 'done',
            title: 'No-show recorded',
            text: `${pairName(m)}: ${absentText({ ...m, absentSide: row?.absentSide ?? side })}.`,
          }),
        )
        .catch((e: unknown) =>
          actions.setNotice({ tone: 'refused', title: 'Not recorded', text: errorText(e) }),
        ),
  };

  if (error && !event) {
    return (
      <Alert color="red" variant="light" role="alert" title="The schedule could not be loaded">
        {error.message}
      </Alert>
    );
  }
  if (loading || !event) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading the schedule">
        <Skeleton h={110} radius="md" />
        <Skeleton h={320} radius="md" />
      </Stack>
    );
  }

  const Grid = phone ? ScheduleList : ScheduleGrid;
  // Before the first run the pairs waiting come first; afterwards the grid does.
  const unplacedList = (
    <UnplacedList meetings={unplaced} onPlace={setPlacing} onAgenda={setAgendaOf} />
  );
  const selectedMeetings = selected
    .map((id) => meetings.find((m) => m.id === id))
    .filter((m): m is BoardMeeting => !!m);
  const generate = async () => {
    setRun(null);
    setGenerating(true);
    const result = await actions.generate();
    setGenerating(false);
    setSelected([]);
    if (result) setRun(result);
  };
  const publish = async () => {
    const result = await actions.publish();
    setRun(null);
    if (result) {
      actions.setNotice({
        tone: 'done',
        title: 'Schedule published',
        text: `${plural(result.published, 'meeting')} in the published schedule; ${plural(result.changed, 'meeting')} changed for participants, ${plural(result.mailed, 'mail')} queued.`,
      });
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <ScheduleHeader
          eventId={eventId}
          counts={counts}
          names={names}
          generating={generating}
          onGenerate={generate}
          onPublish={publish}
          onPrint={() => setPrinting(true)}
        />
      </Paper>

      <OrganiserRequestsCard eventId={eventId} />

      {run && <RunResultAlert result={run} names={names} onClose={() => setRun(null)} />}
      {actions.notice && (
        <Alert
          color={actions.notice.tone === 'done' ? 'teal' : 'red'}
          variant="light"
          role={actions.notice.tone === 'done' ? 'status' : 'alert'}
          title={actions.notice.title}
          withCloseButton
          onClose={() => actions.setNotice(null)}
          data-testid="schedule-notice"
        >
          {actions.notice.text}
        </Alert>
      )}

      {meetings.length === 0 ? (
        <EmptyState title="No confirmed pairs yet">
          They appear here when startups confirm their selections (or a corporate accepts a pairing
          request). Then generate the schedule.
        </EmptyState>
      ) : event.slots.length === 0 ? (
        <EmptyState title="This event has no slots yet">
          Add a session to the event’s schedule (Edit) so its meetings have times to go to.
        </EmptyState>
      ) : (
        <>
          <SelectionBar
            selected={selectedMeetings}
            busy={!!actions.busy}
            onSwap={() => {
              const [a, b] = selectedMeetings;
              if (a && b) void actions.swap(a.id, b.id).then(() => setSelected([]));
            }}
            onAgenda={setAgendaOf}
            onClear={() => setSelected([])}
          />
          {counts.placed === 0 && unplacedList}
          <Grid
            slots={event.slots}
            tables={tables}
            cells={cells}
            slotLabel={slotLabel}
            selected={selected}
            moving={selectedMeetings.length === 1}
            onToggle={toggle}
            onMoveTo={(slot, table, where) => {
              const m = selectedMeetings[0];
              if (m) void actions.move(m.id, slot, table, where).then(() => setSelected([]));
            }}
            cellStateOf={cellStateOf}
            breaks={breaks}
            onRefused={(text) =>
              actions.setNotice({ tone: 'refused', title: 'The meeting cannot go there', text })
            }
            actions={menu}
          />
          {counts.placed > 0 && unplacedList}
          <CancelledList meetings={cancelled} />
        </>
      )}

      <PlaceDialog
        key={`place-${placing?.id ?? ''}`}
        meeting={placing}
        slots={event.slots}
        tables={tables}
        cells={cells}
        slotLabel={slotLabel}
        onClose={() => setPlacing(null)}
        onPlace={(m, slot, table, where) => actions.move(m.id, slot, table, where)}
      />
      <CancelMeetingDialog
        key={`cancel-${cancelling?.id ?? ''}`}
        meeting={cancelling}
        onClose={() => setCancelling(null)}
        onCancel={async (m, reason) => {
          await actions.setStatus(m.id, 'CANCELLED', reason);
          actions.setNotice({
            tone: 'done',
            title: 'Meeting cancelled',
            text: `${pairName(m)} is cancelled${m.published ? '; both parties see it in their agenda and calendar' : ''}.`,
          });
        }}
      />
      <AgendaDrawer
        eventId={eventId}
        timezone={event.timezone}
        company={agendaOf}
        onClose={() => setAgendaOf(null)}
      />
      {printing && (
        <TableSheets
          eventName={event.name}
          venue={event.venue}
          timezone={event.timezone}
          slots={event.slots}
          tables={tables}
          cells={cells}
          slotLabel={slotLabel}
          draft={counts.state !== 'published'}
          onClose={() => setPrinting(false)}
        />
      )}
    </Stack>
  );
}
