import { useMutation } from '@apollo/client/react';
import { UpdateCorporateProfileDocument } from '../../../gql/corp.ts';
import { mirrorFields } from '../../../lib/cache-mirror.ts';

/**
 * A corporate saves its own profile. The answer normalizes into the cached Company (the form's
 * myCompany); the profile page ("View as others see it") holds it as a CompanyProfile and gets
 * the shared fields copied.
 */
export function useUpdateCorporateProfile() {
  return useMutation(UpdateCorporateProfileDocument, {
    update(cache, { data }) {
      if (!data) return;
      const company = data.updateCorporateProfile;
      mirrorFields(cache, { __typename: 'CompanyProfile', id: company.id }, company);
    },
  });
}
