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
import { defineMessages, useT } from '../../../lib/messages.ts';
import { clearCredentials } from '../../../lib/session.ts';
import { useDeleteMyAccount } from '../hooks/useDeleteMyAccount.ts';

const PHRASE = 'DELETE';

const m = defineMessages({
  typeToConfirm: {
    id: 'settings.delete.typeToConfirm',
    defaultMessage: 'Type {phrase} to confirm',
  },
  title: { id: 'settings.delete.title', defaultMessage: 'Delete my account' },
  text: {
    id: 'settings.delete.text',
    defaultMessage:
      'Your personal data is erased and you are signed out everywhere. Your company, its profile and its meetings stay for your colleagues. This cannot be undone.',
  },
  open: { id: 'settings.delete.open', defaultMessage: 'Delete my account…' },
  modalTitle: { id: 'settings.delete.modalTitle', defaultMessage: 'Delete your account?' },
  confirmText: {
    id: 'settings.delete.confirmText',
    defaultMessage:
      'This erases your account for good. Type {phrase} and enter your password to confirm.',
  },
  typeLabel: { id: 'settings.delete.typeLabel', defaultMessage: 'Type {phrase}' },
  password: { id: 'settings.delete.password', defaultMessage: 'Password' },
  cancel: { id: 'settings.delete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'settings.delete.confirm', defaultMessage: 'Delete my account' },
});

/**
 * "Delete my account": typed confirmation and the password, then signed out for good. Not shown
 * while an admin views the app as the person: the account is theirs alone to delete.
 */
export function DeleteAccountCard() {
  return useImpersonating() ? null : <DeleteAccount />;
}

function DeleteAccount() {
  const t = useT();
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
    if (typed.trim() !== PHRASE)
      return setErrors({ confirm: t(m.typeToConfirm, { phrase: PHRASE }) });
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
        {t(m.title)}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t(m.text)}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button color="red" variant="outline" onClick={() => setOpen(true)}>
          {t(m.open)}
        </Button>
      </Group>
      <Modal opened={open} onClose={close} title={t(m.modalTitle)} centered>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {/* One sentence; the phrase to type is shown strong within it. */}
              {t(m.confirmText, { phrase: PHRASE })
                .split(PHRASE)
                .flatMap((part, i) => (i ? [<strong key={i}>{PHRASE}</strong>, part] : [part]))}
            </Text>
            <TextInput
              label={t(m.typeLabel, { phrase: PHRASE })}
              autoComplete="off"
              data-autofocus
              value={typed}
              error={errors.confirm}
              onChange={(e) => setTyped(e.currentTarget.value)}
            />
            <PasswordInput
              label={t(m.password)}
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
                {t(m.cancel)}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={loading}
                disabled={typed.trim() !== PHRASE}
              >
                {t(m.confirm)}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
