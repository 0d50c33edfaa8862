import { useEffect, useState } from 'react';
import type { GrantApplicationFieldsFragment } from '../../../gql/startup.ts';
import {
  clearDraftCopy,
  readDraftCopy,
  writeDraftCopy,
  type DraftCopy,
} from '../lib/draft-copy.ts';
import { differsFrom, hasPartialLine, type DraftFormValues } from '../lib/draft-form-values.ts';
import type { SaveState } from './useGrantAutosave.ts';

/**
 * What this browser kept of a draft when the form opens: taken back at once when it builds on
 * the server's current version (`start`); offered when the draft has changed elsewhere since
 * (`offer`: the person chooses); dropped when it holds nothing the server lacks.
 */
export function useDraftCopy(app: GrantApplicationFieldsFragment) {
  const [found] = useState(() => {
    const copy = readDraftCopy(app.id);
    if (!copy || !differsFrom(app, copy.form)) {
      if (copy) clearDraftCopy(app.id);
      return { start: null, offer: null };
    }
    return copy.version >= app.version
      ? { start: copy, offer: null }
      : { start: null, offer: copy };
  });
  const [offer, setOffer] = useState<DraftCopy | null>(found.offer);
  return {
    /** The copy the form starts from, restored. */
    start: found.start,
    offer,
    /** The offered copy, taken (the form then saves it). */
    take: () => {
      setOffer(null);
      return offer;
    },
    /** The offered copy, thrown away: the saved draft stays. */
    dismiss: () => {
      clearDraftCopy(app.id);
      setOffer(null);
    },
  };
}

/**
 * Keeps the local copy of what the person typed until the server has all of it: written on
 * every change (with the version it builds on), removed once a save left nothing pending,
 * nothing refused and no half-typed budget line.
 */
export function useKeepDraftCopy(
  id: string,
  form: DraftFormValues,
  edited: boolean,
  state: SaveState,
  version: () => number,
) {
  useEffect(() => {
    if (!edited) return;
    if (state.kind === 'saved' && !hasPartialLine(form.lines)) clearDraftCopy(id);
    else writeDraftCopy(id, { version: version(), at: Date.now(), form });
  }, [id, form, edited, state, version]);
}
