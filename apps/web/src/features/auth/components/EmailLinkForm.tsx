import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordInput, type OkAnswer } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { postJson } from '../../../lib/api.ts';
import { fieldErrors } from '../form-errors.ts';

type Props = {
  endpoint: '/api/auth/forgotpassword' | '/api/auth/loginlink' | '/api/mail/verify';
  label: string;
  intro: string;
  submitLabel: string;
  sentText: (email: string) => string;
  onBack: () => void;
  /** Sent along with the address (the sign-in link's `next`: the page the person was going to). */
  extra?: Record<string, string>;
};

/** Asks for a link by e-mail (password reset, one-time sign-in). Known and unknown addresses get the same answer. */
export function EmailLinkForm(props: Props) {
  const { endpoint, label, intro, submitLabel, sentText, onBack, extra } = props;
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
      await postJson<OkAnswer>(endpoint, { ...parsed.data, ...extra });
      setSent(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not send the link');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        {sent ? (
          <Alert color="green" variant="light" role="status">
            {sentText(email)}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {intro}
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
              {submitLabel}
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
