import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../../../lib/form-errors.ts';
import { timeZones, type EventFormValues } from '../../../lib/event-form.ts';
import { Section } from './FormSection.tsx';

export const ZONES = timeZones();

/** The event form's "When": its time zone, its dates and the registration and selection windows. */
export function EventDatesSection(props: {
  v: EventFormValues;
  set: (patch: Partial<EventFormValues>) => void;
  errors: FieldErrors;
}) {
  const { v, set, errors } = props;
  const inZone = `In ${v.timezone || 'the event’s time zone'}`;
  return (
    <Section
      title="When"
      id="event-when"
      description="Enter every time as a clock in the event's time zone; participants see them in that zone too."
    >
      <Select
        label="Time zone"
        required
        searchable
        allowDeselect={false}
        data={ZONES}
        value={v.timezone}
        error={errors.timezone}
        limit={80}
        nothingFoundMessage="No time zone by that name"
        onChange={(zone) => zone && set({ timezone: zone })}
        data-testid="event-timezone"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(
          [
            ['startDate', 'Starts', inZone, true],
            ['endDate', 'Ends', inZone, true],
            [
              'registrationOpensAt',
              'Registration opens',
              'Optional; empty: as soon as it is published',
              false,
            ],
            [
              'registrationClosesAt',
              'Registration closes',
              'Optional; empty: when the event starts',
              false,
            ],
            [
              'selectionOpensAt',
              'Selection opens',
              'Optional; when corporates start choosing',
              false,
            ],
            ['selectionClosesAt', 'Selection closes', 'Optional', false],
          ] as const
        ).map(([field, label, description, required]) => (
          <TextInput
            key={field}
            type="datetime-local"
            label={label}
            description={description}
            required={required}
            value={v[field]}
            error={errors[field]}
            onChange={(e) => set({ [field]: e.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}
