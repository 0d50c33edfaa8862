import { useMutation } from '@apollo/client/react';
import { SetMyRemindersDocument } from '../../../gql/startup.ts';

/** Turns the person's reminders for an event on or off; MyReminders is normalised by eventId. */
export function useSetMyReminders() {
  return useMutation(SetMyRemindersDocument);
}
