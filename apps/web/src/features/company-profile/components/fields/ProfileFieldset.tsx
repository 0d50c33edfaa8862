import {
  Divider,
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
  type UserType,
} from '@matchday/shared';
import type { ChangeEvent } from 'react';
import { FileUpload } from '../../../../components/FileUpload.tsx';
import { CountrySelect, PlacesMultiSelect } from '../../../../components/PlaceSelect.tsx';
import type { FieldErrors } from '../../../../lib/form-errors.ts';
import type { ProfileValues } from '../../profile-values.ts';
import { IncubatorFields } from './IncubatorFields.tsx';

const SIZE_OPTIONS = SIZE_BANDS.map((b) => ({ value: b, label: `${b} employees` }));
const STAGE_OPTIONS = STARTUP_STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }));

type TextKey = {
  [K in keyof ProfileValues]: ProfileValues[K] extends string ? K : never;
}[keyof ProfileValues];

/**
 * Every field of a company profile on one form (the corporate's own page and the console's edit
 * drawer): the basics, then the startup's business, pitch, markets and incubator or the
 * corporate's sector and public-body flag, then the files.
 */
export function ProfileFieldset(props: {
  type: UserType;
  values: ProfileValues;
  errors: FieldErrors;
  onChange: (patch: Partial<ProfileValues>) => void;
  /** Admins upload for a company (incubator admins must name it). */
  companyId?: string;
  /** The incubator itself cannot be changed (incubator admins); the status still can. */
  lockIncubator?: boolean;
}) {
  const { values: v, errors, onChange: set } = props;
  const startup = props.type === 'startup';
  const text = (key: TextKey) => ({
    value: v[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [key]: e.currentTarget.value }),
  });

  return (
    <Stack gap="sm">
      <TextInput label="Name" required maxLength={TEXT_LIMITS.name} {...text('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Organisation number" {...text('organisationNumber')} />
        <TextInput
          label="Website"
          placeholder="https://example.com"
          inputMode="url"
          {...text('website')}
        />
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
          allowNegative={false}
          value={v.foundedYear}
          error={errors.foundedYear}
          onChange={(foundedYear) => set({ foundedYear })}
        />
        <Select
          label="Size"
          placeholder="Number of employees"
          clearable
          data={SIZE_OPTIONS}
          value={v.sizeBand}
          error={errors.sizeBand}
          onChange={(sizeBand) => set({ sizeBand })}
        />
        {!startup && (
          <>
            <TextInput
              label="Sector"
              placeholder="e.g. Energy utilities"
              maxLength={TEXT_LIMITS.sector}
              {...text('sector')}
            />
            <Switch
              label="Public body"
              description="A municipality, region, agency or publicly owned company"
              checked={v.publicBody}
              error={errors.publicBody}
              onChange={(e) => set({ publicBody: e.currentTarget.checked })}
              mt={{ sm: 'lg' }}
            />
          </>
        )}
      </SimpleGrid>
      <Textarea
        label="Description"
        description={
          startup ? undefined : 'What your organisation does and what kind of startups you look for'
        }
        autosize
        minRows={4}
        maxLength={TEXT_LIMITS.description}
        {...text('description')}
      />
      <MultiSelect
        label="Industries"
        description={startup ? 'Up to five' : 'Up to ten'}
        searchable
        maxValues={startup ? 5 : 10}
        data={[...INDUSTRIES]}
        value={v.industries}
        error={errors.industries}
        onChange={(industries) => set({ industries })}
      />
      {startup && (
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
      )}
      <Divider label="Files" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: startup ? 2 : 1 }} spacing="sm">
        <FileUpload
          purpose="logo"
          label="Logo"
          companyId={props.companyId}
          value={v.logo}
          error={errors.logoFileId}
          onChange={(logo) => set({ logo })}
        />
        {startup && (
          <FileUpload
            purpose="deck"
            label="Pitch deck"
            companyId={props.companyId}
            value={v.deck}
            error={errors.deckFileId}
            onChange={(deck) => set({ deck })}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
