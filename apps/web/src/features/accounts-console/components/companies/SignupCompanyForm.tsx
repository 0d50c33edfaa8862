import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { INCUBATORS, signupCompanyInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CountrySelect } from '../../../../components/PlaceSelect.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { errorsFromApi, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useSignupCompany } from '../../hooks/useSignupCompany.ts';

const INCUBATOR_OPTIONS = [
  ...INCUBATORS.map((i) => ({ value: i.name, label: i.name })),
  { value: 'Other', label: 'Other' },
];

/** An admin registers a company and its first user, who is invited by mail. 409: the e-mail is taken. */
export function SignupCompanyForm(props: {
  detailPath: (id: string) => string;
  onClose: () => void;
}) {
  const signup = useSignupCompany();
  const [f, setF] = useState({
    name: '',
    type: 'startup',
    country: 'SE',
    incubator: '',
    email: '',
    person: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ companyId: string; email: string } | null>(null);
  const set = (patch: Partial<typeof f>) => setF((old) => ({ ...old, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      company: {
        name: f.name,
        type: f.type,
        country: f.country,
        ...(f.type === 'startup' && f.incubator ? { incubator: f.incubator } : {}),
      },
      user: { email: f.email, name: f.person },
    };
    const parsed = signupCompanyInput.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const answer = await signup(parsed.data);
      setCreated({ companyId: answer.companyId, email: parsed.data.user.email });
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setErrors({ 'user.email': 'An account with this e-mail address already exists' });
      } else {
        setErrors(errorsFromApi(e));
      }
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title="Organisation registered">
          An invitation to set a password went to {created.email}.
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Close
          </Button>
          <Button component={Link} to={props.detailPath(created.companyId)} onClick={props.onClose}>
            Open the company
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Organisation
        </Title>
        <SegmentedControl
          aria-label="Kind of organisation"
          value={f.type}
          onChange={(type) => set({ type })}
          data={[
            { value: 'startup', label: 'Startup' },
            { value: 'corp', label: 'Corporate or public body' },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            value={f.name}
            error={errors['company.name']}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <CountrySelect
            label="Country"
            required
            value={f.country}
            error={errors['company.country']}
            onChange={(country) => set({ country: country ?? '' })}
          />
        </SimpleGrid>
        {f.type === 'startup' && (
          <Select
            label="Incubator"
            placeholder="Not in an incubator"
            clearable
            searchable
            data={INCUBATOR_OPTIONS}
            value={f.incubator || null}
            error={errors['company.incubator']}
            onChange={(v) => set({ incubator: v ?? '' })}
          />
        )}
        <Title order={3} size="h5" mt="sm">
          First person
        </Title>
        <Text size="sm" c="dimmed" mt={-8}>
          They receive an e-mail with a link to set a password.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            value={f.person}
            error={errors['user.name']}
            onChange={(e) => set({ person: e.currentTarget.value })}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            value={f.email}
            error={errors['user.email']}
            onChange={(e) => set({ email: e.currentTarget.value })}
          />
        </SimpleGrid>
        {errors[''] && (
          <Alert color="red" variant="light" role="alert">
            {errors['']}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Register and invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
