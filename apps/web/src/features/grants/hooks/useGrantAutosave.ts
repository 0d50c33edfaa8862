import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SaveGrantDraftDocument, type GrantDraftInput } from '../../../gql/startup.ts';
import { errorsFromGraphQL, type FieldErrors } from '../../../lib/form-errors.ts';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** Saved at `at`, except the fields in `errors` (kept here to send with the next change). */
  | { kind: 'invalid'; errors: FieldErrors; at: Date }
  | { kind: 'conflict'; message: string }
  | { kind: 'error'; message: string };

/** How long typing pauses before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/** The draft field a server path names (`budgetLines.1.amount` → `budgetLines`). */
const rootOf = (field: string) => field.split('.')[0]!;

/**
 * Autosave of a draft: changes collect while the person types and are saved AUTOSAVE_DELAY_MS
 * after the last one, with the version last read (the server refuses a stale one: CONFLICT, and
 * the form says to reload rather than overwrite). The server keeps every valid field and names
 * the others: those stay pending (sent again with the next change) and marked in `errors`. One
 * save at a time; changes made meanwhile go in the next. `flush` saves at once (before
 * submitting) and answers whether everything is saved.
 */
export function useGrantAutosave(id: string, initialVersion: number) {
  const [save] = useMutation(SaveGrantDraftDocument);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Every field refused and not yet sent again (each save's answer replaces the marks it covers). */
  const marks = useRef<FieldErrors>({});
  const version = useRef(initialVersion);
  const pending = useRef<GrantDraftInput>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<boolean> | null>(null);

  const run = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    const input = pending.current;
    if (!Object.keys(input).length) return true;
    pending.current = {};
    setState({ kind: 'saving' });
    const job = save({ variables: { id, version: version.current, input } })
      .then(({ data }) => {
        const saved = data?.saveGrantDraft;
        if (saved) version.current = saved.application.version;
        const invalid = saved?.invalid ?? [];
        const found: FieldErrors = {};
        for (const i of invalid) found[i.field] ??= i.message;
        const refused = new Set(invalid.map((i) => rootOf(i.field)));
        // The refused fields stay pending; the answer replaces the marks of every field sent.
        const kept = Object.fromEntries(Object.entries(input).filter(([k]) => refused.has(k)));
        pending.current = { ...kept, ...pending.current };
        marks.current = {
          ...Object.fromEntries(
            Object.entries(marks.current).filter(([k]) => !(rootOf(k) in input)),
          ),
          ...found,
        };
        setErrors(marks.current);
        const at = new Date();
        if (Object.keys(marks.current).length) {
          setState({ kind: 'invalid', errors: marks.current, at });
        } else {
          setState(
            Object.keys(pending.current).length ? { kind: 'pending' } : { kind: 'saved', at },
          );
        }
        return Object.keys(marks.current).length === 0;
      })
      .catch((error: unknown) => {
        const conflict =
          CombinedGraphQLErrors.is(error) &&
          error.errors.some((e) => e.extensions?.code === 'CONFLICT');
        if (conflict) {
          setState({ kind: 'conflict', message: error.errors[0]!.message });
        } else {
          const errors = errorsFromGraphQL(error);
          // Keep what failed, so fixing one field saves the rest with it.
          pending.current = { ...input, ...pending.current };
          if (Object.keys(errors).some((k) => k !== '')) {
            marks.current = { ...marks.current, ...errors };
            setErrors(marks.current);
            setState({ kind: 'invalid', errors: marks.current, at: new Date() });
          } else {
            setState({ kind: 'error', message: errors[''] ?? 'Not saved' });
          }
        }
        return false;
      })
      .finally(() => {
        running.current = null;
      });
    running.current = job;
    return job;
  }, [id, save]);

  const change = useCallback(
    (patch: GrantDraftInput) => {
      pending.current = { ...pending.current, ...patch };
      setState({ kind: 'pending' });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
    },
    [run],
  );

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    return run();
  }, [run]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (Object.keys(pending.current).length) void run();
    },
    [run],
  );

  /** The version the next save sends (the local copy builds on it). */
  const currentVersion = useCallback(() => version.current, []);

  return { state, errors, change, flush, version: currentVersion };
}
