import {
  Alert,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { GRID_LIMITS } from '@matchday/shared';
import type { FieldErrors } from '../../../../../lib/form-errors.ts';
import { nextPause, nextSession, type EventFormValues } from '../../../lib/event-form.ts';
import { firstUnder, Section } from './FormSection.tsx';
import { RangeRows } from './RangeRows.tsx';

/**
 * The event form's meeting grid: sessions and pauses, meeting length, break and cap, and where
 * meetings happen (numbered tables or named points). A grid that would drop slots participants
 * have marked is said on top.
 */
export function MeetingGridSection(props: {
  v: EventFormValues;
  set: (patch: Partial<EventFormValues>) => void;
  errors: FieldErrors;
}) {
  const { v, set, errors } = props;
  const tz = v.timezone;
  const conflict = errors.schedule;
  // The server names what the grid would lose: placed meetings, or slots participants marked.
  const losesMeetings = !!conflict && /placed meeting/.test(conflict);
  return (
    <Section
      title="Meeting grid"
      id="event-grid"
      description="Sessions are the blocks of time for one-to-one meetings; slots are cut from them, skipping pauses."
    >
      {conflict && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={
            losesMeetings
              ? 'This grid would drop placed meetings'
              : 'This grid would drop slots participants marked unavailable'
          }
        >
          {conflict}
        </Alert>
      )}
      <Text fw={600} size="sm">
        Sessions
      </Text>
      <RangeRows
        noun="Session"
        rows={v.sessions}
        prefix="schedule.sessions"
        errors={errors}
        timezone={tz}
        minRows={1}
        onChange={(sessions) => set({ sessions })}
        onAdd={() => set({ sessions: [...v.sessions, nextSession(v)] })}
        addLabel="Add session"
      />
      <Text fw={600} size="sm" mt="xs">
        Pauses
      </Text>
      <RangeRows
        noun="Pause"
        rows={v.pauses}
        prefix="schedule.pauses"
        errors={errors}
        timezone={tz}
        minRows={0}
        onChange={(pauses) => set({ pauses })}
        onAdd={() => set({ pauses: [...v.pauses, nextPause(v)] })}
        addLabel="Add pause"
        empty="No pauses: meetings run back to back through each session (lunch, coffee…)."
      />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt="xs">
        <NumberInput
          label="Meeting length"
          suffix=" min"
          required
          min={GRID_LIMITS.meetingMinutes.min}
          max={GRID_LIMITS.meetingMinutes.max}
          allowDecimal={false}
          value={v.meetingMinutes}
          error={errors['schedule.meetingMinutes']}
          onChange={(n) => set({ meetingMinutes: n === '' ? '' : Number(n) })}
        />
        <NumberInput
          label="Break between"
          suffix=" min"
          min={0}
          max={GRID_LIMITS.breakMinutes.max}
          allowDecimal={false}
          value={v.breakMinutes}
          error={errors['schedule.breakMinutes']}
          onChange={(n) => set({ breakMinutes: n === '' ? '' : Number(n) })}
        />
        <NumberInput
          label="Cap per participant"
          description="Optional"
          placeholder="No cap"
          min={1}
          max={GRID_LIMITS.maxMeetingsPerParticipant.max}
          allowDecimal={false}
          value={v.maxMeetingsPerParticipant}
          error={errors['schedule.maxMeetingsPerParticipant']}
          onChange={(n) => set({ maxMeetingsPerParticipant: n === '' ? '' : Number(n) })}
        />
      </SimpleGrid>
      <Stack gap={4} mt="xs">
        <Text size="sm" fw={500} id="event-points-label">
          Where meetings happen
        </Text>
        <SegmentedControl
          aria-labelledby="event-points-label"
          data={[
            { value: 'tables', label: 'Numbered tables' },
            { value: 'named', label: 'Named points' },
          ]}
          value={v.pointsMode}
          onChange={(mode) => set({ pointsMode: mode as EventFormValues['pointsMode'] })}
          w={{ base: '100%', xs: 'auto' }}
        />
      </Stack>
      {v.pointsMode === 'tables' ? (
        <NumberInput
          label="Tables"
          description="Meetings that can run at the same time."
          required
          min={GRID_LIMITS.tables.min}
          max={GRID_LIMITS.tables.max}
          allowDecimal={false}
          value={v.tables}
          error={errors['schedule.tables']}
          onChange={(n) => set({ tables: n === '' ? '' : Number(n) })}
          maw={220}
        />
      ) : (
        <TagsInput
          label="Meeting points"
          description="One name per table or room; press Enter after each. Their number is the number of tables."
          placeholder="e.g. Room Ada"
          value={v.meetingPoints}
          error={firstUnder(errors, 'schedule.meetingPoints', 'schedule.tables')}
          onChange={(meetingPoints) => set({ meetingPoints })}
          splitChars={[',']}
        />
      )}
    </Section>
  );
}
