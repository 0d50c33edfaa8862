import { useMutation } from '@apollo/client/react';
import { AddEventAttendeesDocument } from '../../../gql/admin.ts';
import { forgetAttendees } from './forget-event-lists.ts';

/** Adds organisations (approved, all or none): the participant lists and counts ask again. */
export function useAddEventAttendees() {
  return useMutation(AddEventAttendeesDocument, {
    update(cache, _result, { variables }) {
      if (variables) forgetAttendees(cache, String(variables.eventId));
    },
  });
}
