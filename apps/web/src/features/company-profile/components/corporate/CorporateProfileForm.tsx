import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { markOnboarded } from '../../../../lib/session.ts';
import { checkCorporate } from '../../corporate-input.ts';
import { useUpdateCorporateProfile } from '../../hooks/useUpdateCorporateProfile.ts';
import { profileValuesFrom, type ProfileFields, type ProfileValues } from '../../profile-values.ts';
import { ProfileFieldset } from '../fields/ProfileFieldset.tsx';

/** The organisation's own profile: basics, sector, public-body flag, description, logo. */
export function CorporateProfileForm(props: { company: ProfileFields }) {
  const [v, setV] = useState<ProfileValues>(() => profileValuesFrom(props.company));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useUpdateCorporateProfile();
  const set = (patch: Partial<ProfileValues>) => {
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
    markOnboarded();
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="corp-profile-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="corp-profile-title">
            Organisation
          </Title>
          <ProfileFieldset type="corp" values={v} errors={errors} onChange={set} />
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
