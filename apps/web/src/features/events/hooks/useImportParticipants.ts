import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { apiErrorOf, type ApiError } from '../../../lib/api.ts';
import { authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { forgetAttendees } from './forget-event-lists.ts';

/** One row of a participants file as the server read it: what would happen, and why it fails. */
export type ImportRow = {
  line: number;
  email: string;
  name: string;
  organisation: string;
  country: string;
  type: string;
  /** create (new organisation and person), newPerson, link (existing person), already. */
  action: string | null;
  problems: string[];
};
export type ImportAnswer = {
  rows: ImportRow[];
  valid: boolean;
  imported?: { companies: number; users: number; attendances: number };
};

/** A refused import: the server's message and, when it read the file, the rows and why. */
export class ImportError extends Error {
  readonly rows: ImportRow[] | null;
  readonly status: number;
  constructor(message: string, status: number, rows: ImportRow[] | null) {
    super(message);
    this.rows = rows;
    this.status = status;
  }
}

/**
 * POST /api/matrix/events/{id}/import (multipart `file`): `commit` false answers the preview,
 * true imports every row or none. After a commit the participant lists and counts ask again.
 */
export function useImportParticipants(eventId: string) {
  const client = useApolloClient();
  return useCallback(
    async (file: File, commit: boolean): Promise<ImportAnswer> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await authorizedFetch(
        `/api/matrix/events/${encodeURIComponent(eventId)}/import?commit=${commit}`,
        { method: 'POST', body: form, headers: { accept: 'application/json' } },
      ).catch((e: unknown) => {
        throw new ImportError(e instanceof Error ? e.message : 'The upload failed', 0, null);
      });
      if (!response.ok) {
        const copy = response.clone();
        let rows: ImportRow[] | null = null;
        try {
          const body = (await copy.json()) as { error?: { details?: { rows?: ImportRow[] } } };
          rows = body.error?.details?.rows ?? null;
        } catch {
          rows = null;
        }
        const error: ApiError = await apiErrorOf(response);
        const message =
          response.status === 404 && error.code !== 'NOT_FOUND'
            ? 'The import service is not available on this server yet.'
            : error.message;
        throw new ImportError(message, response.status, rows);
      }
      const answer = (await response.json()) as ImportAnswer;
      if (commit) forgetAttendees(client.cache, eventId);
      return answer;
    },
    [client, eventId],
  );
}
