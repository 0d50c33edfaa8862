import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { errorsFromGraphQL, type FieldErrors } from '../../../lib/form-errors.ts';
import { useConfirmGrantPartner } from '../hooks/useConfirmGrantPartner.ts';

/**
 * The corporate partner's step before submission: it confirms its part by naming who signs for
 * it. It can confirm again (another signatory) until the startup submits.
 */
export function ConfirmPartnerCard(props: {
  app: {
    id: string;
    startup: { name: string };
    corporateConfirmedAt?: unknown;
    corporateSignatoryName?: string | null;
    corporateSignatoryEmail?: string | null;
  };
}) {
  const a = props.app;
  const [confirm, confirming] = useConfirmGrantPartner();
  const [name, setName] = useState(a.corporateSignatoryName ?? '');
  const [email, setEmail] = useState(a.corporateSignatoryEmail ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = async () => {
    setErrors({});
    try {
      await confirm({
        variables: { id: a.id, input: { signatoryName: name, signatoryEmail: email } },
      });
    } catch (e) {
      setErrors(errorsFromGraphQL(e));
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="xs">
        Confirm your part
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {a.startup.name} names your organisation as its partner. Confirm who signs the agreement for
        you; the startup can submit once you have.
      </Text>
      {!!a.corporateConfirmedAt && (
        <Text size="sm" mb="md" data-testid="partner-confirmed">
          Confirmed on {formatDate(a.corporateConfirmedAt)}: {a.corporateSignatoryName} signs for
          you.
        </Text>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Signatory’s name"
              autoComplete="name"
              value={name}
              error={errors['signatoryName']}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <TextInput
              label="Signatory’s email"
              type="email"
              autoComplete="email"
              value={email}
              error={errors['signatoryEmail']}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          </SimpleGrid>
          {errors[''] && (
            <Text size="sm" c="red.8" role="alert">
              {errors['']}
            </Text>
          )}
          <div>
            <Button type="submit" loading={confirming.loading}>
              {a.corporateConfirmedAt ? 'Confirm again' : 'Confirm our part'}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
