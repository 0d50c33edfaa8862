import { Autocomplete, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MailDelivery } from '../../../gql/admin.ts';

export type OutboxFilter = { template: string; recipient: string; state: MailDelivery | 'all' };

const TEMPLATES = [
  'verify',
  'verify-admin',
  'verify-contact-admin',
  'password-reset',
  'invitation',
  'account-active',
  'joinevent',
];

const STATES = [
  { value: 'all', label: 'All' },
  { value: 'queued', label: 'Queued' },
  { value: 'sent', label: 'Sent' },
  { value: 'kept', label: 'Kept, not sent' },
  { value: 'failed', label: 'Failed' },
];

export function OutboxFilters({
  value,
  onChange,
}: {
  value: OutboxFilter;
  onChange: (next: OutboxFilter) => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Recipient"
        placeholder="Part of an address"
        value={value.recipient}
        onChange={(e) => onChange({ ...value, recipient: e.currentTarget.value })}
        w={{ base: '100%', sm: 240 }}
      />
      <Autocomplete
        label="Template"
        placeholder="Any template"
        data={TEMPLATES}
        value={value.template}
        onChange={(template) => onChange({ ...value, template })}
        w={{ base: '100%', sm: 200 }}
      />
      {phone ? (
        <Select
          label="State"
          data={STATES}
          value={value.state}
          allowDeselect={false}
          onChange={(state) =>
            onChange({ ...value, state: (state ?? 'all') as OutboxFilter['state'] })
          }
          w="100%"
        />
      ) : (
        <SegmentedControl
          aria-label="State"
          value={value.state}
          onChange={(state) => onChange({ ...value, state: state as OutboxFilter['state'] })}
          data={STATES}
        />
      )}
    </Group>
  );
}
