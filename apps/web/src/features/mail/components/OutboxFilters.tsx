import { Autocomplete, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MailDelivery } from '../../../gql/admin.ts';
import { useT, type Message } from '../../../lib/messages.ts';
import { mm } from './mail-messages.ts';

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

const STATES: { value: string; label: Message }[] = [
  { value: 'all', label: mm.all },
  { value: 'queued', label: mm.queued },
  { value: 'sent', label: mm.sent },
  { value: 'kept', label: mm.kept },
  { value: 'failed', label: mm.failed },
];

export function OutboxFilters({
  value,
  onChange,
}: {
  value: OutboxFilter;
  onChange: (next: OutboxFilter) => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const t = useT();
  const states = STATES.map((s) => ({ value: s.value, label: t(s.label) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t(mm.recipient)}
        placeholder={t(mm.partOfAddress)}
        value={value.recipient}
        onChange={(e) => onChange({ ...value, recipient: e.currentTarget.value })}
        w={{ base: '100%', sm: 240 }}
      />
      <Autocomplete
        label={t(mm.template)}
        placeholder={t(mm.anyTemplate)}
        data={TEMPLATES}
        value={value.template}
        onChange={(template) => onChange({ ...value, template })}
        w={{ base: '100%', sm: 200 }}
      />
      {phone ? (
        <Select
          label={t(mm.state)}
          data={states}
          value={value.state}
          allowDeselect={false}
          onChange={(state) =>
            onChange({ ...value, state: (state ?? 'all') as OutboxFilter['state'] })
          }
          w="100%"
        />
      ) : (
        <SegmentedControl
          aria-label={t(mm.state)}
          value={value.state}
          onChange={(state) => onChange({ ...value, state: state as OutboxFilter['state'] })}
          data={states}
        />
      )}
    </Group>
  );
}
