import { useMutation } from '@apollo/client/react';
import { SaveOnboardingStepDocument } from '../../../gql/startup.ts';
import { mirrorFields } from '../../../lib/cache-mirror.ts';

/**
 * A startup saves one wizard step. The answer normalizes into the cached Company (myCompany);
 * its profile page (CompanyProfile) gets the shared fields copied, and the team the answer
 * carries (the TEAM step invites people) replaces the cached myTeam list.
 */
export function useSaveOnboardingStep() {
  return useMutation(SaveOnboardingStepDocument, {
    update(cache, { data }) {
      if (!data) return;
      const company = data.saveOnboardingStep;
      mirrorFields(cache, { __typename: 'CompanyProfile', id: company.id }, company);
      mirrorFields(cache, 'ROOT_QUERY', { myTeam: company.team });
    },
  });
}
