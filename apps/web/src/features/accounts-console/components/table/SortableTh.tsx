import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortState } from '../../../../lib/use-list-params.ts';

/** A column header that sorts the list; announces its direction (aria-sort). */
export function SortableTh<F extends string>(props: {
  field: F;
  sort: SortState<F>;
  onSort: (field: F) => void;
  children: ReactNode;
}) {
  const active = props.sort.field === props.field;
  const direction = active ? (props.sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={direction}>
      <UnstyledButton
        onClick={() => props.onSort(props.field)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
      >
        {props.children}
        <span aria-hidden style={{ opacity: active ? 1 : 0.3, fontSize: 11 }}>
          {active && props.sort.direction === 'DESC' ? '▼' : '▲'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
