import { Anchor, Table } from '@mantine/core';
import type { CompanyProfileQuery } from '../../../../gql/startup.ts';
import { incubatorStatusLabel } from '../../../../lib/company-words.ts';
import { defineMessages, useT } from '../../../../lib/messages.ts';

const m = defineMessages({
  founded: { id: 'profile.facts.founded', defaultMessage: 'Founded' },
  employees: { id: 'profile.facts.employees', defaultMessage: 'Employees' },
  country: { id: 'profile.facts.country', defaultMessage: 'Country' },
  city: { id: 'profile.facts.city', defaultMessage: 'City' },
  incubator: { id: 'profile.facts.incubator', defaultMessage: 'Incubator' },
  website: { id: 'profile.facts.website', defaultMessage: 'Website' },
  incubatorWithStatus: {
    id: 'profile.facts.incubatorWithStatus',
    defaultMessage: '{name} ({status})',
  },
});

/** A company profile as the profile query answers it (shown by CompanyProfileView). */
export type ProfileData = CompanyProfileQuery['companyProfile'];

/** Founded, size, place, website and incubator in a compact two-column list. */
export function ProfileFacts({ profile: p }: { profile: ProfileData }) {
  const t = useT();
  const rows: [string, React.ReactNode][] = [];
  if (p.foundedYear) rows.push([t(m.founded), p.foundedYear]);
  if (p.sizeBand) rows.push([t(m.employees), p.sizeBand]);
  rows.push([t(m.country), p.countryName ?? p.country]);
  if (p.city) rows.push([t(m.city), p.city]);
  if (p.type === 'startup') {
    const status = p.incubatorStatus ? incubatorStatusLabel(t, p.incubatorStatus) : null;
    rows.push([
      t(m.incubator),
      p.incubatorName
        ? status
          ? t(m.incubatorWithStatus, { name: p.incubatorName, status })
          : p.incubatorName
        : (status ?? '—'),
    ]);
  }
  if (p.website) {
    rows.push([
      t(m.website),
      <Anchor
        key="w"
        href={p.website}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {p.website.replace(/^https?:\/\//, '')}
      </Anchor>,
    ]);
  }
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={100} c="dimmed" fw={500} fz="sm" style={{ verticalAlign: 'top' }}>
              {label}
            </Table.Th>
            <Table.Td fz="sm">{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
