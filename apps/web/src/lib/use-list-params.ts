import { useSearchParams } from 'react-router';

export type SortState<F extends string> = { field: F; direction: 'ASC' | 'DESC' };

/**
 * Filters, sort and page of a console list, kept in the URL so a detail page and Back return
 * to the same view, and a view can be shared as a link.
 */
export function useListParams<F extends string = never>(defaultSort?: SortState<F>) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort: SortState<F> = {
    field: (params.get('sort') as F | null) ?? (defaultSort?.field as F),
    direction:
      params.get('dir') === 'DESC'
        ? 'DESC'
        : params.get('dir') === 'ASC'
          ? 'ASC'
          : (defaultSort?.direction ?? 'ASC'),
  };
  const get = (key: string) => params.get(key) ?? '';
  const update = (patch: Record<string, string | null>, keepPage = false) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    page,
    sort,
    get,
    setFilter: (key: string, value: string | null) => update({ [key]: value }),
    setPage: (p: number) => update({ page: p === 1 ? null : String(p) }, true),
    toggleSort: (field: F) =>
      update({
        sort: field,
        dir: sort.field === field && sort.direction === 'ASC' ? 'DESC' : 'ASC',
      }),
  };
}
