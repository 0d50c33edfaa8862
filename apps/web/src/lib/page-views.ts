/** Records a navigation on the server: the path only, never the query string (issue 2). */
export function recordPageView(pathname: string) {
  const body = JSON.stringify({ path: pathname.slice(0, 512) || '/' });
  void fetch('/api/pageviews', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
