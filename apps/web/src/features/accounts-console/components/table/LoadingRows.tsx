import { Skeleton, Table } from '@mantine/core';

export function LoadingRows(props: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: props.rows ?? 5 }, (_, i) => (
        <Table.Tr key={i}>
          <Table.Td colSpan={props.columns}>
            <Skeleton h={20} />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}
