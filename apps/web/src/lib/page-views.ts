import type { PageViewInput } from '@matchday/shared';

/** Records a navigation on the server: the path only, never the query string. */
export function recordPageView(pathname: string) {
  const input: PageViewInput = { path: pathname.slice(0, 512) || '/' };
  const body = JSON.stringify(input);
  void fetch('/api/pageviews', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
