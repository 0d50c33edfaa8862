import type { APIRequestContext } from 'playwright-core';
import { DEMO_PASSWORD } from './personas.ts';

/**
 * GraphQL and sign-in over a test's own request context (cookies and base URL of its browser
 * context), for the tests that build their world through the real API.
 */
export type Graph = 'startup' | 'corp' | 'matrix/neo';

/** One operation on a graph; throws the errors it answers, naming the operation. */
export async function gql<T>(
  request: APIRequestContext,
  graph: Graph,
  authorization: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post(`/api/${graph}`, {
    headers: { authorization, deviceid: 'e2e-api' },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) {
    throw new Error(`${query.trim().split('\n')[0]}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/** A demo person signed in, with the company they act for. */
export type Party = {
  email: string;
  type: 'startup' | 'corp';
  token: string;
  id: string;
  name: string;
};

export async function party(
  request: APIRequestContext,
  email: string,
  type: 'startup' | 'corp',
): Promise<Party> {
  const res = await request.post('/api/auth/login', {
    headers: { deviceid: 'e2e-api' },
    data: { username: email, password: DEMO_PASSWORD, type },
  });
  if (!res.ok()) throw new Error(`login of ${email} failed: ${res.status()} ${await res.text()}`);
  const token = ((await res.json()) as { token: { accessTokenHeader: string } }).token
    .accessTokenHeader;
  const { me } = await gql<{ me: { company: { id: string; name: string } } }>(
    request,
    type,
    token,
    'query { me { company { id name } } }',
  );
  return { email, type, token, id: me.company.id, name: me.company.name };
}
