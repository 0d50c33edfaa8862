import {
  Alert,
  Button,
  Chip,
  Drawer,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  COUNTRIES,
  INDUSTRIES,
  needInput,
  STAGE_LABELS,
  STARTUP_STAGES,
  TEXT_LIMITS,
} from '@matchday/shared';
import { useRef, useState, type FormEvent } from 'react';
import type { AdminNeedFieldsFragment } from '../../../../gql/admin.ts';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useAdminUpdateNeed } from '../../hooks/useAdminUpdateNeed.ts';

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

const valuesOf = (n: AdminNeedFieldsFragment): Values => ({
  title: n.title,
  description: n.description,
  industries: n.industries,
  technologies: n.technologies,
  stages: n.stages,
  countries: n.countries,
  wantedMeetings: n.wantedMeetings,
});

/**
 * An organiser edits a corporate's need in a side drawer (full screen on a phone): the fields the
 * corporate fills, checked with the shared `needInput` first; the server's field errors show by
 * their fields, anything else above the buttons.
 */
export function NeedEditDrawer(props: {
  need: AdminNeedFieldsFragment | null;
  onClose: () => void;
  onSaved: (need: AdminNeedFieldsFragment) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer
      opened={props.need !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={
        <Stack gap={0}>
          <Text fw={700}>Edit need</Text>
          {props.need?.corporate && (
            <Text size="sm" c="dimmed">
              of {props.need.corporate.name}
            </Text>
          )}
        </Stack>
      }
    >
      {props.need && (
        <NeedEditForm
          key={props.need.id}
          need={props.need}
          onCancel={props.onClose}
          onSaved={props.onSaved}
        />
      )}
    </Drawer>
  );
}

function NeedEditForm(props: {
  need: AdminNeedFieldsFragment;
  onCancel: () => void;
  onSaved: (need: AdminNeedFieldsFragment) => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(props.need));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { loading }] = useAdminUpdateNeed();
  const formRef = useRef<HTMLFormElement>(null);
  /** After a refused save, the first field with an error takes the focus (and scrolls into view). */
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.scrollIntoView({ block: 'center' });
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
      const { data } = await update({
        variables: { needId: props.need.id, input: parsed.data },
      });
      if (data) props.onSaved(data.updateNeed);
    } catch (e) {
      setErrors(errorsFromGraphQL(e));
      focusFirstError();
    }
  };

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Edit need">
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          maxLength={200}
          value={values.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          data-autofocus
        />
        <Textarea
          label="Description"
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
          description="Press Enter after each"
          maxTags={15}
          maxLength={TEXT_LIMITS.technology}
          value={values.technologies}
          error={errors.technologies}
          onChange={(technologies) => set({ technologies })}
        />
        <Input.Wrapper
          label="Preferred stages"
          description="Empty: any stage"
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
          label="Wanted meetings"
          description="How many startups the corporate wants to meet, 1 to 50"
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
          <Button variant="default" onClick={props.onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
