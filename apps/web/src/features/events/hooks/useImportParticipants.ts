import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  importPath,
  type ImportRefusalDetails,
  type ImportResult,
  type ImportRow,
} from '@matchday/shared';
import { apiErrorOf } from '../../../lib/api.ts';
import { authorizedFetch } from '../../../lib/authorized-fetch.ts';
import { defineMessages, formatNow } from '../../../lib/messages.ts';
import { forgetAttendees } from './forget-event-lists.ts';

const m = defineMessages({
  uploadFailed: { id: 'events.import.uploadFailed', defaultMessage: 'The upload failed' },
  noService: {
    id: 'events.import.noService',
    defaultMessage: 'The import service is not available on this server yet.',
  },
});

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
    async (file: File, commit: boolean): Promise<ImportResult> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await authorizedFetch(importPath(eventId, commit), {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
      }).catch((e: unknown) => {
        throw new ImportError(e instanceof Error ? e.message : formatNow(m.uploadFailed), 0, null);
      });
      if (!response.ok) {
        const error = await apiErrorOf(response);
        const rows = (error.details as ImportRefusalDetails | undefined)?.rows ?? null;
        const message =
          response.status === 404 && error.code !== 'NOT_FOUND'
            ? formatNow(m.noService)
            : error.message;
        throw new ImportError(message, response.status, rows);
      }
      const answer = (await response.json()) as ImportResult;
      if (commit) forgetAttendees(client.cache, eventId);
      return answer;
    },
    [client, eventId],
  );
}
