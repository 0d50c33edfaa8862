import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { deleteMyAccountInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { useImpersonating } from '../../../lib/impersonation.ts';
import { clearCredentials } from '../../../lib/session.ts';
import { useDeleteMyAccount } from '../hooks/useDeleteMyAccount.ts';

const PHRASE = 'DELETE';

/**
 * "Delete my account": typed confirmation and the password, then signed out for good. Not shown
 * while an admin views the app as the person: the account is theirs alone to delete.
 */
export function DeleteAccountCard() {
  return useImpersonating() ? null : <DeleteAccount />;
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [remove, { loading }] = useDeleteMyAccount();
  const navigate = useNavigate();

  const close = () => {
    if (loading) return;
    setOpen(false);
    setTyped('');
    setPassword('');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== PHRASE) return setErrors({ confirm: `Type ${PHRASE} to confirm` });
    const parsed = deleteMyAccountInput.safeParse({ password });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      await remove({ variables: parsed.data });
    } catch (e) {
      const found = errorsFromGraphQL(e);
      const general = found[''];
      return setErrors(general && /password/i.test(general) ? { password: general } : found);
    }
    clearCredentials();
    navigate('/', { replace: true });
  };

  return (
    <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Title order={2} size="h4" c="red.8">
        Delete my account
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Your personal data is erased and you are signed out everywhere. Your company, its profile
        and its meetings stay for your colleagues. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button color="red" variant="outline" onClick={() => setOpen(true)}>
          Delete my account…
        </Button>
      </Group>
      <Modal opened={open} onClose={close} title="Delete your account?" centered>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              This erases your account for good. Type <strong>{PHRASE}</strong> and enter your
              password to confirm.
            </Text>
            <TextInput
              label={`Type ${PHRASE}`}
              autoComplete="off"
              data-autofocus
              value={typed}
              error={errors.confirm}
              onChange={(e) => setTyped(e.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={password}
              error={errors.password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            {errors[''] && (
              <Alert color="red" variant="light" role="alert">
                {errors['']}
              </Alert>
            )}
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close} disabled={loading}>
                Cancel
              </Button>
              <Button
                type="submit"
                color="red"
                loading={loading}
                disabled={typed.trim() !== PHRASE}
              >
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
