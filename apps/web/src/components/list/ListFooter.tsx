import { Group, Pagination, Text } from '@mantine/core';
import { defineMessages, useT } from '../../lib/messages.ts';

const m = defineMessages({
  previous: { id: 'list.previousPage', defaultMessage: 'Previous page' },
  next: { id: 'list.nextPage', defaultMessage: 'Next page' },
  page: { id: 'list.page', defaultMessage: 'Page {page}' },
});

/**
 * "1–20 of 53 companies" and the pager, for any paged list. A converted screen words the total
 * itself (`label`, one ICU message); `noun` is the English of screens not converted yet.
 */
export function ListFooter(props: {
  total: number;
  page: number;
  pageSize: number;
  noun?: [string, string];
  label?: (from: number, to: number) => string;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const noun = props.noun ?? ['', ''];
  const pages = Math.ceil(props.total / props.pageSize);
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="list-total" aria-live="polite">
        {props.label
          ? props.label(from, to)
          : props.total === 0
            ? `No ${noun[1]}`
            : `${from}–${to} of ${props.total} ${props.total === 1 ? noun[0] : noun[1]}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={props.page}
          onChange={props.onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            'aria-label': t(control === 'previous' ? m.previous : m.next),
          })}
          getItemProps={(page) => ({ 'aria-label': t(m.page, { page }) })}
        />
      )}
    </Group>
  );
}
