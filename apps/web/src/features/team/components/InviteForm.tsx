import { Alert, Button, Card, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { teamInviteInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { defineMessages, useT } from '../../../lib/messages.ts';
import { useInviteTeamMember } from '../hooks/useInviteTeamMember.ts';

const EMPTY = { email: '', name: '', title: '' };

const m = defineMessages({
  title: { id: 'team.invite.title', defaultMessage: 'Invite a colleague' },
  text: {
    id: 'team.invite.text',
    defaultMessage:
      'They get an e-mail with a link to set a password and join your company on Matchday.',
  },
  email: { id: 'team.invite.email', defaultMessage: 'E-mail' },
  name: { id: 'team.invite.name', defaultMessage: 'Name' },
  jobTitle: { id: 'team.invite.jobTitle', defaultMessage: 'Title' },
  optional: { id: 'team.invite.optional', defaultMessage: 'Optional' },
  sent: { id: 'team.invite.sent', defaultMessage: 'Invitation sent to {email}.' },
  send: { id: 'team.invite.send', defaultMessage: 'Send invitation' },
});

/** Invite a colleague by e-mail; they get a link to set a password. */
export function InviteForm() {
  const t = useT();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invite, { loading }] = useInviteTeamMember();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamInviteInput.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      await invite({ variables: { input: { ...parsed.data, title: parsed.data.title ?? null } } });
      setSentTo(parsed.data.email);
      setForm(EMPTY);
    } catch (e) {
      const found = errorsFromGraphQL(e);
      // The server names the address "email" (or "invites.0.email" in onboarding).
      setErrors(found['invites.0.email'] ? { email: found['invites.0.email'] } : found);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="invite-title">
        <Title order={2} size="h4" id="invite-title">
          {t(m.title)}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t(m.text)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t(m.email)}
            type="email"
            required
            autoComplete="off"
            value={form.email}
            error={errors.email}
            onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
          />
          <TextInput
            label={t(m.name)}
            required
            value={form.name}
            error={errors.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          />
          <TextInput
            label={t(m.jobTitle)}
            placeholder={t(m.optional)}
            value={form.title}
            error={errors.title}
            onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
          />
        </SimpleGrid>
        {errors[''] && (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {errors['']}
          </Alert>
        )}
        {sentTo && (
          <Alert color="green" variant="light" role="status" mt="sm">
            {t(m.sent, { email: sentTo })}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={loading}>
            {t(m.send)}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
