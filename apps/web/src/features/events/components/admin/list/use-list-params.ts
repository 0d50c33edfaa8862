import { useSearchParams } from 'react-router';

/**
 * Filters and page of a list, kept in the URL so the event page and Back return to the same
 * view, and a view can be shared as a link.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
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
    get,
    setFilter: (key: string, value: string | null) => update({ [key]: value }),
    setPage: (p: number) => update({ page: p === 1 ? null : String(p) }, true),
  };
}
