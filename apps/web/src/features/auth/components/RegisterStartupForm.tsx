import {
  Alert,
  Anchor,
  Button,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { INCUBATORS, registerStartupInput, type OkAnswer } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import { postJson } from '../../../lib/api.ts';
import { errorsFromApi, fieldErrors } from '../form-errors.ts';
import { PasswordStrength } from './PasswordStrength.tsx';

const COUNTRIES = [
  ['SE', 'Sweden'],
  ['NO', 'Norway'],
  ['DK', 'Denmark'],
  ['FI', 'Finland'],
  ['IS', 'Iceland'],
  ['DE', 'Germany'],
  ['NL', 'Netherlands'],
  ['GB', 'United Kingdom'],
  ['FR', 'France'],
  ['EE', 'Estonia'],
].map(([value, label]) => ({ value: value!, label: label! }));

type Form = {
  name: string;
  country: string;
  incubator: string;
  email: string;
  person: string;
  password: string;
};

/** Where each input's message lives in the schema's (and the server's) field names. */
const FIELD: Record<keyof Form, string> = {
  name: 'company.name',
  country: 'company.country',
  incubator: 'company.incubator',
  email: 'user.email',
  person: 'user.name',
  password: 'user.password',
};

const inputOf = (form: Form) => ({
  company: { name: form.name, country: form.country, incubator: form.incubator || null },
  user: { email: form.email, name: form.person, password: form.password },
});

function validate(form: Form): FieldErrors {
  const parsed = registerStartupInput.safeParse(inputOf(form));
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/**
 * Public startup registration: company + first user; the company stays PENDING until activated.
 * After the first attempt the form checks itself as it is typed in, so a message goes away as
 * soon as its field is right; a server's message goes when its field changes.
 */
export function RegisterStartupForm({ onBack }: { onBack: () => void }) {
  const [form, setForm] = useState<Form>({
    name: '',
    country: 'SE',
    incubator: '',
    email: '',
    person: '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = { ...serverErrors, ...(submitted ? validate(form) : {}) };
  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors(({ [FIELD[key]]: _changed, '': _general, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const parsed = registerStartupInput.safeParse(inputOf(form));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await postJson<OkAnswer>('/api/auth/register', parsed.data);
      setDone(true);
    } catch (e) {
      setServerErrors(errorsFromApi(e));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Stack gap="sm">
        <Alert color="green" variant="light" role="status" title="Check your e-mail">
          We sent a verification link to {form.email}. After you verify, the programme activates
          your company.
        </Alert>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Back to sign-in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Register your startup">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Register your startup and its first team member. You can invite colleagues later.
        </Text>
        <TextInput
          label="Company name"
          required
          value={form.name}
          error={errors['company.name']}
          onChange={(e) => set('name')(e.currentTarget.value)}
        />
        <Select
          label="Country"
          required
          data={COUNTRIES}
          value={form.country}
          error={errors['company.country']}
          onChange={(v) => set('country')(v ?? '')}
          allowDeselect={false}
        />
        <Select
          label="Incubator"
          placeholder="Not in an incubator"
          clearable
          searchable
          data={INCUBATORS.map((i) => i.name)}
          value={form.incubator || null}
          error={errors['company.incubator']}
          onChange={(v) => set('incubator')(v ?? '')}
        />
        <TextInput
          label="Your name"
          required
          value={form.person}
          error={errors['user.name']}
          onChange={(e) => set('person')(e.currentTarget.value)}
        />
        <TextInput
          label="Your e-mail"
          type="email"
          required
          autoComplete="email"
          value={form.email}
          error={errors['user.email']}
          onChange={(e) => set('email')(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          required
          autoComplete="new-password"
          value={form.password}
          error={errors['user.password']}
          onChange={(e) => set('password')(e.currentTarget.value)}
        />
        {/* The policy's message shows once: under the field when it is an error. */}
        <PasswordStrength password={form.password} withMessage={!errors['user.password']} />
        {errors[''] && (
          <Alert color="red" variant="light" role="alert">
            {errors['']}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          Register
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Back to sign-in
        </Anchor>
      </Stack>
    </form>
  );
}
