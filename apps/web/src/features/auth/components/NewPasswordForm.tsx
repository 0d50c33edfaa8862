import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { newPassword } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { PasswordStrength } from './PasswordStrength.tsx';

/** A new password typed twice, checked by the shared policy before it is sent. */
export function NewPasswordForm(props: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = newPassword.safeParse(password);
    if (!check.success)
      return setError(check.error.issues[0]?.message ?? 'Choose another password');
    if (password !== repeat) return setError('The two passwords differ');
    setError(null);
    setBusy(true);
    try {
      await props.onSubmit(password);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not set the password');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a password">
      <Stack gap="sm">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordStrength password={password} />
        <PasswordInput
          label="Repeat the password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="password-error">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy}>
          {props.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
