import type { FastifyInstance } from 'fastify';

/**
 * Listens on a free loopback port and returns a `fetch` for it: tests that fire requests in
 * parallel go over real HTTP (inject runs them one after another in practice).
 */
export async function listening(app: FastifyInstance) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.text()) || '' };
  };
  return { address, post };
}

/** How many answers had each status: `{ 401: 5, 429: 145 }`. */
export function statusCounts(answers: { status: number }[]) {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
