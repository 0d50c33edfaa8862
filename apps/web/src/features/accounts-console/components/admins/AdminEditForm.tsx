import { Alert, Button, Group, List, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { INCUBATORS, updateAdminInput } from '@matchday/shared';
import { useState, type FormEvent } from 'react';
import type { AdminAccountQuery, AdminType } from '../../../../gql/admin.ts';
import { errorsFromGraphQL, fieldErrors, type FieldErrors } from '../../../../lib/form-errors.ts';
import { useUpdateAdmin } from '../../hooks/useManageAdmin.ts';
import { ADMIN_TYPE_LABEL } from '../../labels.ts';
import {
  describeChanges,
  draftToInput,
  type AdminDraft,
  type KnownNames,
} from './admin-changes.ts';
import { CompanyPicker } from './CompanyPicker.tsx';
import { EventPicker } from './EventPicker.tsx';

type Admin = NonNullable<AdminAccountQuery['adminAccount']>;

const KIND_HELP: Record<AdminType, string> = {
  ADMIN: 'Everything, including impersonation, badges and admins.',
  EVENT_HOST: 'Only the events they host; no company profiles.',
  INCUBATOR: 'The startups of one incubator (alumni read-only).',
  CONSORTIUM_MEMBER: 'Reads the accounts you list, nothing else.',
};

/** The first error under `field` or `field.<n>` (an unknown event or company in a list). */
const listError = (errors: FieldErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

/**
 * Edit an admin's name, kind and the kind's filter; Save shows what changes, in words, and asks
 * before anything is sent. An admin cannot change its own kind.
 */
export function AdminEditForm(props: { admin: Admin; isSelf: boolean }) {
  const a = props.admin;
  const initial: AdminDraft = {
    name: a.name,
    adminType: a.adminType,
    incubator: a.incubator ?? null,
    hosting: a.hosting,
    accountFilter: a.accountFilter,
  };
  const [draft, setDraft] = useState<AdminDraft>(initial);
  const [names, setNames] = useState<KnownNames>({
    events: Object.fromEntries(a.hostedEvents.map((e) => [e.id, e.name])),
    companies: Object.fromEntries(a.accounts.map((c) => [c.id, c.name])),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [update, { loading }] = useUpdateAdmin(a.id);
  const set = (patch: Partial<AdminDraft>) => {
    setNotice(null);
    const next = { ...draft, ...patch };
    setDraft(next);
    // An error goes as soon as its field is valid.
    const parsed = updateAdminInput.safeParse(draftToInput(next));
    const still = parsed.success ? {} : fieldErrors(parsed.error);
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => still[k])));
  };
  const summary = describeChanges(initial, draft, names);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateAdminInput.safeParse(draftToInput(draft));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    if (!summary.lines.length) return setNotice('Nothing has changed.');
    setConfirming(true);
  };

  const save = async () => {
    try {
      await update({ variables: { adminId: a.id, input: draftToInput(draft) } });
      setConfirming(false);
      setNotice(summary.signsOut ? `Saved. ${a.name} is signed out.` : 'Saved.');
    } catch (e) {
      setConfirming(false);
      setErrors(errorsFromGraphQL(e));
    }
  };

  return (
    <form onSubmit={review} noValidate aria-label={`Edit ${a.name}`}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={draft.name}
          error={errors.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <Select
          label="Kind"
          required
          allowDeselect={false}
          disabled={props.isSelf}
          description={
            props.isSelf ? 'You cannot change your own kind.' : KIND_HELP[draft.adminType]
          }
          data={(Object.keys(ADMIN_TYPE_LABEL) as AdminType[]).map((value) => ({
            value,
            label: ADMIN_TYPE_LABEL[value],
          }))}
          value={draft.adminType}
          error={errors.adminType}
          onChange={(v) => v && set({ adminType: v as AdminType })}
        />
        {draft.adminType === 'INCUBATOR' && (
          <Select
            label="Incubator"
            required
            searchable
            nothingFoundMessage="No incubator by that name"
            data={INCUBATORS.map((i) => ({ value: i.id, label: i.name }))}
            value={draft.incubator}
            error={errors.incubator}
            onChange={(incubator) => set({ incubator })}
          />
        )}
        {draft.adminType === 'EVENT_HOST' && (
          <EventPicker
            label="Hosted events"
            description="They see and run only these events."
            value={draft.hosting}
            names={names.events}
            onNames={(events) => setNames((n) => ({ ...n, events }))}
            error={listError(errors, 'hosting')}
            onChange={(hosting) => set({ hosting })}
          />
        )}
        {draft.adminType === 'CONSORTIUM_MEMBER' && (
          <CompanyPicker
            label="Accounts they may see"
            description="The consortium member reads only these companies."
            value={draft.accountFilter}
            names={names.companies}
            onNames={(companies) => setNames((n) => ({ ...n, companies }))}
            error={listError(errors, 'accountFilter')}
            onChange={(accountFilter) => set({ accountFilter })}
          />
        )}
        {errors[''] && (
          <Alert color="red" variant="light" role="alert">
            {errors['']}
          </Alert>
        )}
        {notice && (
          <Text size="sm" c="teal.8" role="status">
            {notice}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!summary.lines.length || loading}
            onClick={() => {
              setDraft(initial);
              setErrors({});
              setNotice(null);
            }}
          >
            Undo changes
          </Button>
          <Button type="submit" loading={loading}>
            Save changes
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => !loading && setConfirming(false)}
        title={`Save changes to ${a.name}?`}
        centered
      >
        <Stack gap="md">
          <List size="sm" spacing={4}>
            {summary.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text size="sm">{summary.effect}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={loading}
              data-autofocus
            >
              Cancel
            </Button>
            <Button loading={loading} onClick={() => void save()}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
