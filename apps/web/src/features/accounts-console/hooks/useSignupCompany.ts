import { useApolloClient } from '@apollo/client/react';
import { type SignupCompanyInput, type SignupCompanyAnswer } from '@matchday/shared';
import { postJson } from '../../../lib/api.ts';
import { authHeaders } from '../../../lib/authorized-fetch.ts';
import { forgetCompanyLists } from './forget-company-lists.ts';

/**
 * POST /api/matrix/auth/signup-company with the admin's authorization: the company and its
 * first user, who gets an invitation link to set a password. A REST call, so the cached company
 * lists are dropped by hand afterwards.
 */
export function useSignupCompany() {
  const client = useApolloClient();
  return async (input: SignupCompanyInput) => {
    const answer = await postJson<SignupCompanyAnswer>(
      '/api/matrix/auth/signup-company',
      input,
      authHeaders(),
    );
    forgetCompanyLists(client.cache);
    return answer;
  };
}
