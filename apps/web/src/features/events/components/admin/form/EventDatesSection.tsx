import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../../../lib/form-errors.ts';
import { timeZones, type EventFormValues } from '../../../lib/event-form.ts';
import { Section } from './FormSection.tsx';
import { useT } from '../../../../../lib/messages.ts';
import { fm } from './form-messages.ts';

export const ZONES = timeZones();

/** The event form's "When": its time zone, its dates and the registration and selection windows. */
export function EventDatesSection(props: {
  v: EventFormValues;
  set: (patch: Partial<EventFormValues>) => void;
  errors: FieldErrors;
}) {
  const { v, set, errors } = props;
  const t = useT();
  const inZone = t(fm.inZone, { zone: v.timezone || t(fm.theZone) });
  return (
    <Section title={t(fm.when)} id="event-when" description={t(fm.whenHelp)}>
      <Select
        label={t(fm.timeZone)}
        required
        searchable
        allowDeselect={false}
        data={ZONES}
        value={v.timezone}
        error={errors.timezone}
        limit={80}
        nothingFoundMessage={t(fm.noZone)}
        onChange={(zone) => zone && set({ timezone: zone })}
        data-testid="event-timezone"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(
          [
            ['startDate', t(fm.starts), inZone, true],
            ['endDate', t(fm.ends), inZone, true],
            ['registrationOpensAt', t(fm.regOpens), t(fm.regOpensHelp), false],
            ['registrationClosesAt', t(fm.regCloses), t(fm.regClosesHelp), false],
            ['selectionOpensAt', t(fm.selOpens), t(fm.selOpensHelp), false],
            ['selectionClosesAt', t(fm.selCloses), t(fm.optional), false],
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
