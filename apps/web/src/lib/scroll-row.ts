/**
 * Scrolls a sideways-scrolling row of tabs or links (only it, not the page) so its selected item
 * is centred: on a phone the active tab of a long row is otherwise out of sight.
 */
export function centreSelectedIn(list: HTMLElement | null, selector: string) {
  const selected = list?.querySelector<HTMLElement>(selector);
  if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
  const offset = selected.getBoundingClientRect().left - list.getBoundingClientRect().left;
  const left = list.scrollLeft + offset - (list.clientWidth - selected.offsetWidth) / 2;
  list.scrollTo?.({ left: Math.max(0, left) });
}
