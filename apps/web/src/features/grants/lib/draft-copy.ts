import type { DraftFormValues } from './draft-form-values.ts';

/**
 * The browser's own copy of a draft form (localStorage, one key per draft): written on every
 * change, removed once the server holds all of it. After a reload the form takes it back when
 * it is not older than the server's draft (`version`: the draft version the copy was written
 * on top of), so nothing typed is lost to a refused field, a lost connection or a closed tab.
 */
export type DraftCopy = {
  /** The server version the copy builds on (the last one this browser saw). */
  version: number;
  /** When it was written (ms since the epoch, this browser's clock): shown to the person. */
  at: number;
  form: DraftFormValues;
};

const PREFIX = 'matchday.grantDraft.';
const keyOf = (id: string) => `${PREFIX}${id}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraftCopy(id: string): DraftCopy | null {
  try {
    const raw = storage()?.getItem(keyOf(id));
    if (!raw) return null;
    const copy = JSON.parse(raw) as DraftCopy;
    if (typeof copy?.version !== 'number' || typeof copy.form !== 'object' || !copy.form) {
      return null;
    }
    return copy;
  } catch {
    return null;
  }
}

export function writeDraftCopy(id: string, copy: DraftCopy) {
  try {
    storage()?.setItem(keyOf(id), JSON.stringify(copy));
  } catch {
    // A full or disabled storage: the server copy is all there is, as before.
  }
}

export function clearDraftCopy(id: string) {
  try {
    storage()?.removeItem(keyOf(id));
  } catch {
    // Nothing to clear.
  }
}
