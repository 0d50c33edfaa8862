import { useMutation } from '@apollo/client/react';
import { SetEventRemindersDocument } from '../../../gql/admin.ts';

/** The organisers' reminder lead for an event; the Event is normalised by id. */
export function useSetEventReminders() {
  return useMutation(SetEventRemindersDocument);
}
