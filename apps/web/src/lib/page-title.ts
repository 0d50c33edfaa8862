import { PRODUCT_NAME } from '@matchday/shared';
import { useEffect } from 'react';

/**
 * The browser tab's title, per page (it never changed). Screens name themselves with
 * `usePageTitle("Events")` → "Events · Matchday". An area shell names the section it shows as a
 * fallback (priority 0); a page's own title (priority 1) wins over it, whichever mounted first.
 */
type Entry = { title: string; priority: number; order: number };
const entries = new Map<symbol, Entry>();
let order = 0;

/** The tab of a screen without a title of its own (the landing page), as index.html has it. */
export const DEFAULT_TITLE = `${PRODUCT_NAME} — innovation matchmaking`;

export function formatPageTitle(title: string | null | undefined) {
  return title ? `${title} · ${PRODUCT_NAME}` : DEFAULT_TITLE;
}

function apply() {
  let best: Entry | null = null;
  for (const entry of entries.values()) {
    if (
      !best ||
      entry.priority > best.priority ||
      (entry.priority === best.priority && entry.order > best.order)
    ) {
      best = entry;
    }
  }
  document.title = formatPageTitle(best?.title);
}

/** Sets the tab title while the calling screen is shown; null or "" leaves it to others. */
export function usePageTitle(title: string | null | undefined, priority = 1) {
  useEffect(() => {
    if (!title) return;
    const key = Symbol(title);
    entries.set(key, { title, priority, order: ++order });
    apply();
    return () => {
      entries.delete(key);
      apply();
    };
  }, [title, priority]);
}
