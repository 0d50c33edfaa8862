import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { postJson } from '../../../lib/api.ts';
import { fieldErrors } from '../form-errors.ts';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordInput.safeParse({ email });
    if (!parsed.success) return setError(fieldErrors(parsed.error).email ?? 'Enter your e-mail');
    setBusy(true);
    setError(null);
    try {
      await postJson('/api/auth/forgotpassword', parsed.data);
      setSent(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not send the link');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <Stack gap="sm">
        {sent ? (
          <Alert color="green" variant="light" role="status">
            If an account exists for {email}, a link to reset the password is on its way.
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Enter the e-mail you sign in with and we will send you a link to choose a new
              password.
            </Text>
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              value={email}
              error={error}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy}>
              Send reset link
            </Button>
          </>
        )}
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Back to sign-in
        </Anchor>
      </Stack>
    </form>
  );
}
