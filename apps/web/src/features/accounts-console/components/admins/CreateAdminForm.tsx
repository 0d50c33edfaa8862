import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { createAdminInput, INCUBATORS } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import type { AdminType } from '../../../../gql/admin.ts';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useCreateAdmin } from '../../hooks/useCreateAdmin.ts';
import { ADMIN_TYPE_LABEL } from '../../labels.ts';
import { CompanyPicker } from './CompanyPicker.tsx';
import { EventPicker } from './EventPicker.tsx';

const KINDS: { value: AdminType; label: string; help: string }[] = [
  {
    value: 'ADMIN',
    label: ADMIN_TYPE_LABEL.ADMIN,
    help: 'Everything, including impersonation, badges and admins.',
  },
  {
    value: 'EVENT_HOST',
    label: ADMIN_TYPE_LABEL.EVENT_HOST,
    help: 'Only the events they host; no company profiles.',
  },
  {
    value: 'INCUBATOR',
    label: ADMIN_TYPE_LABEL.INCUBATOR,
    help: 'The startups of one incubator (alumni read-only).',
  },
  {
    value: 'CONSORTIUM_MEMBER',
    label: ADMIN_TYPE_LABEL.CONSORTIUM_MEMBER,
    help: 'Reads the accounts you list, nothing else.',
  },
];

/** A full admin creates an admin of any kind with the kind's own filter; they get a set-password link. */
export function CreateAdminForm(props: { onDone: (email: string) => void; onCancel: () => void }) {
  const [f, setF] = useState({
    email: '',
    name: '',
    adminType: 'ADMIN' as AdminType,
    incubator: null as string | null,
    hosting: [] as string[],
    accountFilter: [] as string[],
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, { loading }] = useCreateAdmin();
  const set = (patch: Partial<typeof f>) => setF((old) => ({ ...old, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAdminInput.safeParse({
      email: f.email,
      name: f.name,
      adminType: f.adminType,
      incubator: f.adminType === 'INCUBATOR' ? f.incubator : null,
      hosting: f.adminType === 'EVENT_HOST' ? f.hosting : null,
      accountFilter: f.adminType === 'CONSORTIUM_MEMBER' ? f.accountFilter : null,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    try {
      await create({ variables: { input: parsed.data } });
      props.onDone(parsed.data.email);
    } catch (e) {
      setErrors(errorsFromGraphQL(e));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            value={f.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            value={f.email}
            error={errors.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Select
          label="Kind"
          required
          allowDeselect={false}
          data={KINDS.map(({ value, label }) => ({ value, label }))}
          value={f.adminType}
          error={errors.adminType}
          onChange={(v) => v && set({ adminType: v as AdminType })}
        />
        <Text size="sm" c="dimmed" mt={-6}>
          {KINDS.find((k) => k.value === f.adminType)?.help}
        </Text>
        {f.adminType === 'INCUBATOR' && (
          <Select
            label="Incubator"
            required
            searchable
            data={INCUBATORS.map((i) => ({ value: i.id, label: i.name }))}
            value={f.incubator}
            error={errors.incubator}
            onChange={(incubator) => set({ incubator })}
          />
        )}
        {f.adminType === 'EVENT_HOST' && (
          <EventPicker
            label="Hosted events"
            description="Search by name; events can also be given hosts later, from the event."
            value={f.hosting}
            error={
              errors.hosting ?? Object.entries(errors).find(([k]) => k.startsWith('hosting.'))?.[1]
            }
            onChange={(hosting) => set({ hosting })}
          />
        )}
        {f.adminType === 'CONSORTIUM_MEMBER' && (
          <CompanyPicker
            label="Accounts they may see"
            description="The consortium member reads only these companies."
            value={f.accountFilter}
            error={errors.accountFilter}
            onChange={(accountFilter) => set({ accountFilter })}
          />
        )}
        {errors[''] && (
          <Alert color="red" variant="light" role="alert">
            {errors['']}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={props.onCancel} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Create and invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
