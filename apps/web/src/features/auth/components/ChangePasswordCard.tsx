import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { newPassword } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { apiErrorOf, authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { credentialsStore } from '../../../lib/session.ts';
import { PasswordStrength } from './PasswordStrength.tsx';

/**
 * Change password while signed in; every other session of the account ends, this one stays.
 * Not shown while an admin views the app as the person: the password is theirs alone.
 */
export function ChangePasswordCard() {
  return useImpersonating() ? null : <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const [form, setForm] = useState({ oldPassword: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value; // read now: currentTarget is null once the handler returns
    setForm((f) => ({ ...f, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const next: Record<string, string> = {};
    if (!form.oldPassword) next.oldPassword = 'Enter your current password';
    const check = newPassword.safeParse(form.password);
    if (!check.success)
      next.newPassword = check.error.issues[0]?.message ?? 'Choose another password';
    else if (form.password !== form.repeat) next.repeat = 'The two passwords differ';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const admin = credentialsStore.get()?.user.admin;
      const response = await authorizedFetch(
        admin ? '/api/matrix/auth/updatepassword' : '/api/auth/updatepassword',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ oldPassword: form.oldPassword, newPassword: form.password }),
        },
      );
      if (!response.ok) {
        const error = await apiErrorOf(response);
        const message = error.message;
        setErrors(
          /current password/i.test(message)
            ? { oldPassword: message }
            : Object.keys(error.fields).length
              ? error.fields
              : { '': message },
        );
        return;
      }
      setForm({ oldPassword: '', password: '', repeat: '' });
      setDone(true);
    } catch (e) {
      setErrors({ '': e instanceof Error ? e.message : 'The password could not be changed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        Change password
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Your other signed-in devices are signed out; this one stays signed in.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={form.oldPassword}
            error={errors.oldPassword}
            onChange={set('oldPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={form.password}
            error={errors.newPassword}
            onChange={set('password')}
          />
          <PasswordStrength password={form.password} />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            value={form.repeat}
            error={errors.repeat}
            onChange={set('repeat')}
          />
          {errors[''] && (
            <Alert color="red" variant="light" role="alert">
              {errors['']}
            </Alert>
          )}
          {done && (
            <Alert color="green" variant="light" role="status" data-testid="password-changed">
              Your password is changed.
            </Alert>
          )}
          <Button type="submit" loading={busy} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
