import {
  Alert,
  Button,
  Chip,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  COUNTRIES,
  INDUSTRIES,
  needInput,
  STAGE_LABELS,
  STARTUP_STAGES,
  TEXT_LIMITS,
} from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import type { NeedFieldsFragment } from '../../../../gql/corp.ts';
import { useCreateNeed } from '../../hooks/useCreateNeed.ts';
import { useUpdateNeed } from '../../hooks/useUpdateNeed.ts';

const COUNTRY_OPTIONS = [...COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map((c) => ({ value: c.code, label: c.name }));

type Values = {
  title: string;
  description: string;
  industries: string[];
  technologies: string[];
  stages: string[];
  countries: string[];
  wantedMeetings: number | string;
};

const valuesOf = (n?: NeedFieldsFragment | null): Values => ({
  title: n?.title ?? '',
  description: n?.description ?? '',
  industries: n?.industries ?? [],
  technologies: n?.technologies ?? [],
  stages: n?.stages ?? [],
  countries: n?.countries ?? [],
  wantedMeetings: n?.wantedMeetings ?? 5,
});

/**
 * Create or edit a need: what the corporate wants to solve and whom it wants to meet. Checked
 * with the shared `needInput` before sending; the server's field errors show by their fields.
 */
export function NeedForm(props: {
  eventId: string;
  need?: NeedFieldsFragment | null;
  onDone: (need: NeedFieldsFragment) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(props.need));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, created] = useCreateNeed();
  const [update, updated] = useUpdateNeed();
  const saving = created.loading || updated.loading;
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      delete next[''];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = needInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const input = parsed.data;
      if (props.need) {
        const { data } = await update({ variables: { needId: props.need.id, input } });
        if (data) props.onDone(data.updateNeed);
      } else {
        const { data } = await create({ variables: { eventId: props.eventId, input } });
        if (data) props.onDone(data.createNeed);
      }
    } catch (e) {
      setErrors(errorsFromGraphQL(e));
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={props.need ? 'Edit need' : 'New need'}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          description="One line a startup understands, e.g. “Autonomous inspection of wind turbines”"
          required
          maxLength={200}
          value={values.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          data-autofocus
        />
        <Textarea
          label="Description"
          description="What you want to solve, what you already tried, and what a good partner brings."
          required
          autosize
          minRows={5}
          maxRows={14}
          maxLength={5000}
          value={values.description}
          error={errors.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <MultiSelect
          label="Industries"
          description="Up to five"
          searchable
          clearable
          hidePickedOptions
          maxValues={5}
          data={[...INDUSTRIES]}
          value={values.industries}
          error={errors.industries}
          onChange={(industries) => set({ industries })}
        />
        <TagsInput
          label="Technologies"
          description="Press Enter after each, e.g. computer vision, LiDAR"
          maxTags={15}
          maxLength={TEXT_LIMITS.technology}
          value={values.technologies}
          error={errors.technologies}
          onChange={(technologies) => set({ technologies })}
        />
        <Input.Wrapper
          label="Preferred stages"
          description="Leave empty if any stage will do"
          error={errors.stages}
        >
          <Chip.Group multiple value={values.stages} onChange={(stages) => set({ stages })}>
            <Group gap={6} mt={6} role="group" aria-label="Preferred stages">
              {STARTUP_STAGES.map((s) => (
                <Chip key={s} value={s} size="sm" variant="outline">
                  {STAGE_LABELS[s]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <MultiSelect
          label="Countries"
          description="Where the startups should be based or want to go; empty for anywhere"
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage="No country by that name"
          data={COUNTRY_OPTIONS}
          value={values.countries}
          error={errors.countries}
          onChange={(countries) => set({ countries })}
        />
        <NumberInput
          label="Startups you want to meet"
          description="1 to 50"
          required
          min={1}
          max={50}
          allowDecimal={false}
          allowNegative={false}
          w={{ base: '100%', xs: 260 }}
          value={values.wantedMeetings}
          error={errors.wantedMeetings}
          onChange={(wantedMeetings) => set({ wantedMeetings })}
        />
        {errors[''] && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {errors['']}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {props.need ? 'Save changes' : 'Save as draft'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
