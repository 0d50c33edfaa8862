import { useMutation } from '@apollo/client/react';
import { SetMyAvailabilityDocument } from '../../../gql/startup.ts';
import { writeMyAttendance } from './participant-attendance-cache.ts';

/** Saves the slots the own organisation cannot attend; the attendance is updated in the cache. */
export function useSetMyAvailability() {
  return useMutation(SetMyAvailabilityDocument, {
    update(cache, { data }) {
      writeMyAttendance(cache, data?.setMyAvailability);
    },
  });
}
