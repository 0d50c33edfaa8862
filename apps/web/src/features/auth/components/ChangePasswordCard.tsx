import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { newPassword } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { apiErrorOf, authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { credentialsStore } from '../../../lib/session.ts';
import { PasswordStrength } from './PasswordStrength.tsx';

const m = defineMessages({
  enterCurrent: {
    id: 'password.change.enterCurrent',
    defaultMessage: 'Enter your current password',
  },
  chooseAnother: { id: 'password.change.chooseAnother', defaultMessage: 'Choose another password' },
  differ: { id: 'password.change.differ', defaultMessage: 'The two passwords differ' },
  failed: { id: 'password.change.failed', defaultMessage: 'The password could not be changed' },
  title: { id: 'password.change.title', defaultMessage: 'Change password' },
  text: {
    id: 'password.change.text',
    defaultMessage: 'Your other signed-in devices are signed out; this one stays signed in.',
  },
  current: { id: 'password.change.current', defaultMessage: 'Current password' },
  next: { id: 'password.change.new', defaultMessage: 'New password' },
  repeat: { id: 'password.change.repeat', defaultMessage: 'Repeat the new password' },
  done: { id: 'password.change.done', defaultMessage: 'Your password is changed.' },
  toggle: { id: 'password.change.toggle', defaultMessage: 'Show or hide the password' },
});

/**
 * Change password while signed in; every other session of the account ends, this one stays.
 * Not shown while an admin views the app as the person: the password is theirs alone.
 */
export function ChangePasswordCard() {
  return useImpersonating() ? null : <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const t = useT();
  const toggle = { 'aria-label': t(m.toggle) };
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
    if (!form.oldPassword) next.oldPassword = t(m.enterCurrent);
    const check = newPassword.safeParse(form.password);
    if (!check.success) next.newPassword = check.error.issues[0]?.message ?? t(m.chooseAnother);
    else if (form.password !== form.repeat) next.repeat = t(m.differ);
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
      setErrors({ '': e instanceof Error ? e.message : t(m.failed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        {t(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t(m.text)}
      </Text>
      <form onSubmit={submit} noValidate aria-label={t(m.title)}>
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t(m.current)}
            visibilityToggleButtonProps={toggle}
            autoComplete="current-password"
            value={form.oldPassword}
            error={errors.oldPassword}
            onChange={set('oldPassword')}
          />
          <PasswordInput
            label={t(m.next)}
            visibilityToggleButtonProps={toggle}
            autoComplete="new-password"
            value={form.password}
            error={errors.newPassword}
            onChange={set('password')}
          />
          <PasswordStrength password={form.password} />
          <PasswordInput
            label={t(m.repeat)}
            visibilityToggleButtonProps={toggle}
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
              {t(m.done)}
            </Alert>
          )}
          <Button type="submit" loading={busy} w="fit-content">
            {t(m.title)}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
