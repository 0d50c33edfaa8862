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
import { useRef, useState, type FormEvent } from 'react';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import type { NeedInput } from '@matchday/shared';

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

/** The fields of a need as either graph hands them. */
export type NeedFieldValues = Omit<Values, 'wantedMeetings'> & { wantedMeetings: number };

const valuesOf = (n?: NeedFieldValues | null): Values => ({
  title: n?.title ?? '',
  description: n?.description ?? '',
  industries: n?.industries ?? [],
  technologies: n?.technologies ?? [],
  stages: n?.stages ?? [],
  countries: n?.countries ?? [],
  wantedMeetings: n?.wantedMeetings ?? 5,
});

/**
 * The need form of corporates and organisers alike: what the corporate wants to solve and whom
 * it wants to meet. Checked with the shared `needInput` before `onSubmit`; the server's field
 * errors show by their fields, and the first field with an error takes the focus.
 */
export function NeedForm(props: {
  need?: NeedFieldValues | null;
  label: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (input: NeedInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(props.need));
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = props.saving;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView?.({ block: 'center' });
      field?.focus({ preventScroll: true });
    });
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
      focusFirstError();
      return;
    }
    setErrors({});
    try {
      await props.onSubmit(parsed.data);
    } catch (e) {
      setErrors(errorsFromGraphQL(e));
      focusFirstError();
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={props.label}>
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
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
