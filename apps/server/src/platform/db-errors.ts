/** A PostgreSQL data exception (class 22), possibly wrapped by drizzle as its `cause`. */
export function isDataException(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique index refused the write (23505), possibly wrapped by drizzle as its `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
