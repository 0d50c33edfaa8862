import {
  Alert,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { GRID_LIMITS } from '@matchday/shared';
import type { FieldErrors } from '../../../../../lib/form-errors.ts';
import { nextPause, nextSession, type EventFormValues } from '../../../lib/event-form.ts';
import { firstUnder, Section } from './FormSection.tsx';
import { RangeRows } from './RangeRows.tsx';
import { useT } from '../../../../../lib/messages.ts';
import { fm } from './form-messages.ts';

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
  const t = useT();
  // Swedish labels are long: on a phone the two choices stack instead of running off the card.
  const phone = useMediaQuery('(max-width: 36em)');
  const tz = v.timezone;
  const conflict = errors.schedule;
  // The server names what the grid would lose: placed meetings, or slots participants marked.
  const losesMeetings = !!conflict && /placed meeting/.test(conflict);
  return (
    <Section title={t(fm.grid)} id="event-grid" description={t(fm.gridHelp)}>
      {conflict && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={losesMeetings ? t(fm.dropsMeetings) : t(fm.dropsSlots)}
        >
          {conflict}
        </Alert>
      )}
      <Text fw={600} size="sm">
        {t(fm.sessions)}
      </Text>
      <RangeRows
        kind="session"
        rows={v.sessions}
        prefix="schedule.sessions"
        errors={errors}
        timezone={tz}
        minRows={1}
        onChange={(sessions) => set({ sessions })}
        onAdd={() => set({ sessions: [...v.sessions, nextSession(v)] })}
        addLabel={t(fm.addSession)}
      />
      <Text fw={600} size="sm" mt="xs">
        {t(fm.pauses)}
      </Text>
      <RangeRows
        kind="pause"
        rows={v.pauses}
        prefix="schedule.pauses"
        errors={errors}
        timezone={tz}
        minRows={0}
        onChange={(pauses) => set({ pauses })}
        onAdd={() => set({ pauses: [...v.pauses, nextPause(v)] })}
        addLabel={t(fm.addPause)}
        empty={t(fm.noPauses)}
      />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mt="xs">
        <NumberInput
          label={t(fm.meetingLength)}
          suffix={t(fm.min)}
          required
          min={GRID_LIMITS.meetingMinutes.min}
          max={GRID_LIMITS.meetingMinutes.max}
          allowDecimal={false}
          value={v.meetingMinutes}
          error={errors['schedule.meetingMinutes']}
          onChange={(n) => set({ meetingMinutes: n === '' ? '' : Number(n) })}
        />
        <NumberInput
          label={t(fm.breakBetween)}
          suffix={t(fm.min)}
          min={0}
          max={GRID_LIMITS.breakMinutes.max}
          allowDecimal={false}
          value={v.breakMinutes}
          error={errors['schedule.breakMinutes']}
          onChange={(n) => set({ breakMinutes: n === '' ? '' : Number(n) })}
        />
        <NumberInput
          label={t(fm.cap)}
          description={t(fm.optional)}
          placeholder={t(fm.noCap)}
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
          {t(fm.where)}
        </Text>
        <SegmentedControl
          aria-labelledby="event-points-label"
          data={[
            { value: 'tables', label: t(fm.tables) },
            { value: 'named', label: t(fm.named) },
          ]}
          value={v.pointsMode}
          onChange={(mode) => set({ pointsMode: mode as EventFormValues['pointsMode'] })}
          orientation={phone ? 'vertical' : 'horizontal'}
          w={{ base: '100%', xs: 'auto' }}
        />
      </Stack>
      {v.pointsMode === 'tables' ? (
        <NumberInput
          label={t(fm.tablesLabel)}
          description={t(fm.tablesHelp)}
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
          label={t(fm.points)}
          description={t(fm.pointsHelp)}
          placeholder={t(fm.pointsPlaceholder)}
          value={v.meetingPoints}
          error={firstUnder(errors, 'schedule.meetingPoints', 'schedule.tables')}
          onChange={(meetingPoints) => set({ meetingPoints })}
          splitChars={[',']}
        />
      )}
    </Section>
  );
}
