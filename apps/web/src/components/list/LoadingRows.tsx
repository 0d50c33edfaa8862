import { Skeleton, Table } from '@mantine/core';

/** Skeleton rows while a table's first page loads. */
export function LoadingRows(props: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: props.rows ?? 5 }, (_, i) => (
        <Table.Tr key={i} aria-hidden>
          <Table.Td colSpan={props.columns}>
            <Skeleton h={22} />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}
