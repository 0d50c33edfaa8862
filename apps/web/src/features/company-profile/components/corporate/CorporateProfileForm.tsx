import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { INDUSTRIES, SIZE_BANDS, TEXT_LIMITS } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { FileUpload } from '../../../../components/FileUpload.tsx';
import { CountrySelect } from '../../../../components/PlaceSelect.tsx';
import { UpdateCorporateProfileDocument, type MyCompanyQuery } from '../../../../gql/corp.ts';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { credentialsStore, storeCredentials } from '../../../../lib/session.ts';
import { checkCorporate, corporateValuesFrom, type CorporateValues } from './corporate-values.ts';

const SIZE_OPTIONS = SIZE_BANDS.map((b) => ({ value: b, label: `${b} employees` }));

/** The organisation's profile: basics, sector, public-body flag, description, logo. */
export function CorporateProfileForm(props: { company: MyCompanyQuery['myCompany'] }) {
  const [v, setV] = useState<CorporateValues>(() => corporateValuesFrom(props.company));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateCorporateProfileDocument);
  const set = (patch: Partial<CorporateValues>) => {
    setSaved(false);
    setV((old) => ({ ...old, ...patch }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCorporate(v);
    if (!checked.ok) return setErrors(fieldErrors(checked.error));
    setErrors({});
    try {
      await update({ variables: { input: checked.input } });
    } catch (e) {
      return setErrors(errorsFromGraphQL(e));
    }
    setSaved(true);
    const current = credentialsStore.get();
    if (current && !current.user.onboarded) {
      storeCredentials({ ...current, user: { ...current.user, onboarded: true } });
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="corp-profile-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="corp-profile-title">
            Organisation
          </Title>
          <TextInput
            label="Name"
            required
            maxLength={TEXT_LIMITS.name}
            value={v.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Organisation number"
              value={v.organisationNumber}
              error={errors.organisationNumber}
              onChange={(e) => set({ organisationNumber: e.currentTarget.value })}
            />
            <TextInput
              label="Website"
              placeholder="https://example.com"
              inputMode="url"
              value={v.website}
              error={errors.website}
              onChange={(e) => set({ website: e.currentTarget.value })}
            />
            <CountrySelect
              label="Country"
              required
              value={v.country}
              error={errors.country}
              onChange={(country) => set({ country })}
            />
            <TextInput
              label="City"
              value={v.city}
              error={errors.city}
              onChange={(e) => set({ city: e.currentTarget.value })}
            />
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
            <TextInput
              label="Sector"
              placeholder="e.g. Energy utilities"
              maxLength={TEXT_LIMITS.sector}
              value={v.sector}
              error={errors.sector}
              onChange={(e) => set({ sector: e.currentTarget.value })}
            />
            <Switch
              label="Public body"
              description="A municipality, region, agency or publicly owned company"
              checked={v.publicBody}
              error={errors.publicBody}
              onChange={(e) => set({ publicBody: e.currentTarget.checked })}
              mt={{ sm: 'lg' }}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            description="What your organisation does and what kind of startups you look for"
            autosize
            minRows={4}
            maxLength={TEXT_LIMITS.description}
            value={v.description}
            error={errors.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
          />
          <MultiSelect
            label="Industries"
            description="Up to ten"
            searchable
            maxValues={10}
            data={[...INDUSTRIES]}
            value={v.industries}
            error={errors.industries}
            onChange={(industries) => set({ industries })}
          />
          <FileUpload
            purpose="logo"
            label="Logo"
            value={v.logo}
            error={errors.logoFileId}
            onChange={(logo) => set({ logo })}
          />
          {Object.keys(errors).length > 0 && (
            <Alert color="red" variant="light" role="alert">
              {errors[''] ?? 'Check the fields marked above.'}
            </Alert>
          )}
          {saved && (
            <Alert color="green" variant="light" role="status">
              Profile saved.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={loading}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
