import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './api.ts';

const refusal = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('ApiError from a refused REST call', () => {
  it('keeps the server’s code, reason, fields and details', async () => {
    const details = {
      reason: 'USED',
      fields: [{ field: 'token', message: 'This link has already been used' }],
    };
    const error = await apiErrorOf(
      refusal(400, {
        error: { code: 'BAD_REQUEST', message: 'This link has already been used', details },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.reason).toBe('USED');
    expect(error.message).toBe('This link has already been used');
    expect(error.fields).toEqual({ token: 'This link has already been used' });
    expect(error.details).toEqual(details);
  });

  it('has no reason when the body gives none, and reads Retry-After', async () => {
    const error = await apiErrorOf(
      refusal(
        429,
        { error: { code: 'TOO_MANY_REQUESTS', message: 'Too many tries' } },
        { 'retry-after': '30' },
      ),
    );
    expect([error.code, error.reason, error.retryAfter]).toEqual(['TOO_MANY_REQUESTS', null, 30]);
  });

  it('answers HTTP_ERROR with the status when the body is not JSON', async () => {
    const error = await apiErrorOf(new Response('<html>', { status: 502 }));
    expect([error.code, error.reason]).toEqual(['HTTP_ERROR', null]);
    expect(error.message).toMatch(/status code 502/);
  });
});
