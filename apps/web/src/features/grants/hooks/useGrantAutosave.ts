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
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'conflict'; message: string }
  | { kind: 'error'; message: string };

/** How long typing pauses before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Autosave of a draft: changes collect while the person types and are saved AUTOSAVE_DELAY_MS
 * after the last one, with the version last read (the server refuses a stale one: CONFLICT, and
 * the form says to reload rather than overwrite). One save at a time; changes made meanwhile
 * go in the next. `flush` saves at once (before submitting).
 */
export function useGrantAutosave(id: string, initialVersion: number) {
  const [save] = useMutation(SaveGrantDraftDocument);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
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
        if (data) version.current = data.saveGrantDraft.version;
        setState({ kind: 'saved', at: new Date() });
        return true;
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
          setState(
            Object.keys(errors).some((k) => k !== '')
              ? { kind: 'invalid', errors }
              : { kind: 'error', message: errors[''] ?? 'Not saved' },
          );
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

  return { state, change, flush };
}
