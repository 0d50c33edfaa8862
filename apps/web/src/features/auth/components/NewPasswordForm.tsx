import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { newPassword } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { PasswordStrength } from './PasswordStrength.tsx';

/** What is wrong with the two passwords, or null. */
function problemOf(password: string, repeat: string) {
  const check = newPassword.safeParse(password);
  if (!check.success) return check.error.issues[0]?.message ?? 'Choose another password';
  return password === repeat ? null : 'The two passwords differ';
}

/**
 * A new password typed twice, checked by the shared policy before it is sent. After a first
 * attempt the message follows the typing and goes as soon as the passwords are right.
 */
export function NewPasswordForm(props: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (next: { password: string; repeat: string }) => {
    setPassword(next.password);
    setRepeat(next.repeat);
    if (submitted) setError(problemOf(next.password, next.repeat));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = problemOf(password, repeat);
    setError(problem);
    if (problem) return;
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
          onChange={(e) => change({ password: e.currentTarget.value, repeat })}
        />
        {/* The policy's message shows once: in the alert below when it is the error. */}
        <PasswordStrength password={password} withMessage={!error} />
        <PasswordInput
          label="Repeat the password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => change({ password, repeat: e.currentTarget.value })}
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
