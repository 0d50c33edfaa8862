import { Group, Pagination, Text } from '@mantine/core';

/** "1–20 of 53 companies" and the pager, for any paged list. */
export function ListFooter(props: {
  total: number;
  page: number;
  pageSize: number;
  noun: [string, string];
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(props.total / props.pageSize);
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="list-total" aria-live="polite">
        {props.total === 0
          ? `No ${props.noun[1]}`
          : `${from}–${to} of ${props.total} ${props.total === 1 ? props.noun[0] : props.noun[1]}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={props.page}
          onChange={props.onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
          })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Group>
  );
}
