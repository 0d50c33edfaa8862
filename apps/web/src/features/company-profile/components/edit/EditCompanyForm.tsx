import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { EditableCompanyDocument } from '../../../../gql/admin.ts';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { changesOf } from '../../company-changes.ts';
import { useUpdateCompany } from '../../hooks/useUpdateCompany.ts';
import { profileValuesFrom, type ProfileFields, type ProfileValues } from '../../profile-values.ts';
import { ProfileFieldset } from '../fields/ProfileFieldset.tsx';

type Props = { companyId: string; lockIncubator: boolean; onDone: () => void };

function Form(props: Omit<Props, 'companyId'> & { company: ProfileFields }) {
  const c = props.company;
  const [initial] = useState(() => profileValuesFrom(c));
  const [v, setV] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { loading }] = useUpdateCompany();

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
        <ProfileFieldset
          type={c.type}
          values={v}
          errors={errors}
          onChange={(patch) => setV((old) => ({ ...old, ...patch }))}
          companyId={c.id}
          lockIncubator={props.lockIncubator}
        />
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

/** An admin edits a company's profile (the console's drawer); only changed fields are sent. */
export function EditCompanyForm(props: Props) {
  const { data, loading, error } = useQuery(EditableCompanyDocument, {
    variables: { id: props.companyId },
  });
  const company = data?.company;
  if (company) {
    return <Form company={company} lockIncubator={props.lockIncubator} onDone={props.onDone} />;
  }
  if (loading)
    return <Skeleton h={420} radius="md" role="status" aria-label="Loading the profile" />;
  return (
    <Alert color="red" variant="light" role="alert">
      {error?.message ?? 'The company could not be loaded.'}
    </Alert>
  );
}
