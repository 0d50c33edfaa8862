import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  INDUSTRIES,
  SIZE_BANDS,
  STAGE_LABELS,
  STARTUP_STAGES,
  TEXT_LIMITS,
} from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { FileUpload } from '../../../../components/FileUpload.tsx';
import { IncubatorFields } from '../../../../components/IncubatorFields.tsx';
import { CountrySelect, PlacesMultiSelect } from '../../../../components/PlaceSelect.tsx';
import { UpdateCompanyDocument, type ConsoleCompanyQuery } from '../../../../gql/admin.ts';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { changesOf, editValuesFrom, type EditValues } from './edit-values.ts';

const SIZE_OPTIONS = SIZE_BANDS.map((b) => ({ value: b, label: `${b} employees` }));
const STAGE_OPTIONS = STARTUP_STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }));

/** An admin edits a company's profile; only changed fields are sent. */
export function EditCompanyForm(props: {
  company: ConsoleCompanyQuery['company'];
  lockIncubator: boolean;
  onDone: () => void;
}) {
  const c = props.company;
  const startup = c.type === 'startup';
  const [initial] = useState(() => editValuesFrom(c));
  const [v, setV] = useState<EditValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { loading }] = useMutation(UpdateCompanyDocument, {
    refetchQueries: ['Companies', 'CompanyProfile'],
  });
  const set = (patch: Partial<EditValues>) => setV((old) => ({ ...old, ...patch }));
  const text = (key: keyof EditValues) => ({
    value: v[key] as string,
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [key]: e.currentTarget.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = changesOf(initial, v);
    if (!checked.ok) {
      const found = fieldErrors(checked.error);
      return setErrors(found[''] === 'Nothing to change' ? { '': 'Nothing changed yet.' } : found);
    }
    setErrors({});
    try {
      await update({ variables: { id: c.id, input: checked.input } });
      props.onDone();
    } catch (e) {
      setErrors(errorsFromGraphQL(e));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Edit ${c.name}`}>
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={TEXT_LIMITS.name} {...text('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Organisation number" {...text('organisationNumber')} />
          <TextInput label="Website" {...text('website')} />
          <CountrySelect
            label="Country"
            required
            value={v.country}
            error={errors.country}
            onChange={(country) => set({ country })}
          />
          <TextInput label="City" {...text('city')} />
          <NumberInput
            label="Founded"
            hideControls
            allowDecimal={false}
            value={v.foundedYear}
            error={errors.foundedYear}
            onChange={(foundedYear) => set({ foundedYear })}
          />
          <Select
            label="Size"
            clearable
            data={SIZE_OPTIONS}
            value={v.sizeBand}
            error={errors.sizeBand}
            onChange={(sizeBand) => set({ sizeBand })}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxLength={TEXT_LIMITS.description}
          {...text('description')}
        />
        <MultiSelect
          label="Industries"
          searchable
          maxValues={startup ? 5 : 10}
          data={[...INDUSTRIES]}
          value={v.industries}
          error={errors.industries}
          onChange={(industries) => set({ industries })}
        />
        {startup ? (
          <>
            <TagsInput
              label="Technologies"
              value={v.technologies}
              error={errors.technologies}
              onChange={(technologies) => set({ technologies })}
            />
            <Select
              label="Stage"
              clearable
              data={STAGE_OPTIONS}
              value={v.stage}
              error={errors.stage}
              onChange={(stage) => set({ stage })}
            />
            <TextInput
              label="One-line pitch"
              maxLength={TEXT_LIMITS.pitchShort}
              {...text('pitchShort')}
            />
            <Textarea
              label="Longer pitch"
              autosize
              minRows={3}
              maxLength={TEXT_LIMITS.pitchLong}
              {...text('pitchLong')}
            />
            <PlacesMultiSelect
              label="Interested countries and regions"
              value={v.interestedCountries}
              error={errors.interestedCountries}
              onChange={(interestedCountries) => set({ interestedCountries })}
            />
            <Divider label="Incubator" labelPosition="left" />
            <IncubatorFields
              value={v}
              errors={errors}
              onChange={set}
              lockIncubator={props.lockIncubator}
            />
          </>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Sector" {...text('sector')} />
            <Switch
              label="Public body"
              mt={{ sm: 'lg' }}
              checked={v.publicBody}
              onChange={(e) => set({ publicBody: e.currentTarget.checked })}
            />
          </SimpleGrid>
        )}
        <Divider label="Files" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: startup ? 2 : 1 }} spacing="sm">
          <FileUpload
            purpose="logo"
            label="Logo"
            companyId={c.id}
            value={v.logo}
            error={errors.logoFileId}
            onChange={(logo) => set({ logo })}
          />
          {startup && (
            <FileUpload
              purpose="deck"
              label="Pitch deck"
              companyId={c.id}
              value={v.deck}
              error={errors.deckFileId}
              onChange={(deck) => set({ deck })}
            />
          )}
        </SimpleGrid>
        {Object.keys(errors).length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {errors[''] ?? 'Check the fields marked above.'}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onDone} disabled={loading}>
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
