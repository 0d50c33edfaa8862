import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ParticipantEventQuery } from '../../../../gql/startup.ts';
import { SlotGrid } from '../grid/SlotGrid.tsx';
import { useSetMyAvailability } from '../../hooks/useSetMyAvailability.ts';
import { sameSet, SaveBar } from './SaveBar.tsx';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  failed: { id: 'events.availability.failed', defaultMessage: 'Something went wrong' },
  title: { id: 'events.availability.title', defaultMessage: 'My availability' },
  readOnly: {
    id: 'events.availability.readOnly',
    defaultMessage: 'The slots your organisation could not attend.',
  },
  help: {
    id: 'events.availability.help',
    defaultMessage:
      'Press the slots your organisation cannot attend; no meeting is placed in them. Leave all open if you can meet at any time.',
  },
  noSlots: {
    id: 'events.availability.noSlots',
    defaultMessage:
      'The organisers have not set the meeting slots yet. Come back once they are published.',
  },
  save: { id: 'events.availability.save', defaultMessage: 'Save my availability' },
});

type EventData = ParticipantEventQuery['event'];

/**
 * "My availability": the event's slots as toggles; a pressed slot is one the organisation cannot
 * attend, so no meeting is placed there. Changes are kept until Save (setMyAvailability).
 */
export function AvailabilityCard(props: {
  event: Pick<EventData, 'id' | 'schedule' | 'timezone' | 'slots'>;
  unavailableSlots: readonly number[];
  readOnly?: boolean;
}) {
  const t = useT();
  const { event } = props;
  const [save, saving] = useSetMyAvailability();
  const [draft, setDraft] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const selected = draft ?? [...props.unavailableSlots];
  const dirty = draft !== null && !sameSet(draft, props.unavailableSlots);

  const toggle = (index: number) => {
    setSavedOnce(false);
    setDraft(selected.includes(index) ? selected.filter((i) => i !== index) : [...selected, index]);
  };
  const submit = async () => {
    if (!draft) return;
    setProblem(null);
    const slots = [...draft].sort((a, b) => a - b);
    try {
      await save({ variables: { eventId: event.id, slots } });
      setDraft(null);
      setSavedOnce(true);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t(m.failed));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="availability-card">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t(m.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(props.readOnly ? m.readOnly : m.help)}
          </Text>
        </div>
        {event.slots.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(m.noSlots)}
          </Text>
        ) : (
          <SlotGrid
            schedule={event.schedule}
            timezone={event.timezone}
            selected={selected}
            onToggle={props.readOnly ? undefined : toggle}
            disabled={saving.loading}
          />
        )}
        {!props.readOnly && event.slots.length > 0 && (
          <SaveBar
            label={t(m.save)}
            dirty={dirty}
            saving={saving.loading}
            savedOnce={savedOnce}
            error={problem}
            onSave={() => void submit()}
            onReset={() => {
              setDraft(null);
              setProblem(null);
            }}
          />
        )}
      </Stack>
    </Card>
  );
}
