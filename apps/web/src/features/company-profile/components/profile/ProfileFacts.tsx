import { Anchor, Table } from '@mantine/core';
import type { CompanyProfileQuery } from '../../../../gql/startup.ts';

/** A company profile as the profile query answers it (shown by CompanyProfileView). */
export type ProfileData = CompanyProfileQuery['companyProfile'];

/** Founded, size, place, website and incubator in a compact two-column list. */
export function ProfileFacts({ profile: p }: { profile: ProfileData }) {
  const rows: [string, React.ReactNode][] = [];
  if (p.foundedYear) rows.push(['Founded', p.foundedYear]);
  if (p.sizeBand) rows.push(['Employees', p.sizeBand]);
  rows.push(['Country', p.countryName ?? p.country]);
  if (p.city) rows.push(['City', p.city]);
  if (p.type === 'startup') {
    const status = p.incubatorStatus ? ` (${p.incubatorStatus})` : '';
    rows.push([
      'Incubator',
      p.incubatorName ? `${p.incubatorName}${status}` : (p.incubatorStatus ?? '—'),
    ]);
  }
  if (p.website) {
    rows.push([
      'Website',
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
