import { Group, Pagination, Text } from '@mantine/core';
import { defineMessages, type Message, useT } from '../../lib/messages.ts';

const m = defineMessages({
  none: { id: 'list.none', defaultMessage: 'No {noun}' },
  range: { id: 'list.range', defaultMessage: '{from}–{to} of {total} {noun}' },
  previous: { id: 'list.previousPage', defaultMessage: 'Previous page' },
  next: { id: 'list.nextPage', defaultMessage: 'Next page' },
  page: { id: 'list.page', defaultMessage: 'Page {page}' },
});

/** "1–20 of 53 companies" and the pager, for any paged list. */
export function ListFooter(props: {
  total: number;
  page: number;
  pageSize: number;
  /** The listed things: English words, or a message with `{count, plural, …}` (count given). */
  noun?: [string, string] | Message;
  /** Or the whole total worded by the screen (one ICU message). */
  label?: (from: number, to: number) => string;
  onPage: (page: number) => void;
}) {
  const pages = Math.ceil(props.total / props.pageSize);
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  const t = useT();
  const noun = (count: number) =>
    !props.noun
      ? ''
      : Array.isArray(props.noun)
        ? count === 1
          ? props.noun[0]
          : props.noun[1]
        : t(props.noun, { count });
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid="list-total" aria-live="polite">
        {props.label
          ? props.label(from, to)
          : props.total === 0
            ? t(m.none, { noun: noun(0) })
            : t(m.range, { from, to, total: props.total, noun: noun(props.total) })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={props.page}
          onChange={props.onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t(m.previous) : t(m.next),
          })}
          getItemProps={(page) => ({ 'aria-label': t(m.page, { page }) })}
        />
      )}
    </Group>
  );
}
