/** Product-wide constants shared by the server and the web app. */
export const PRODUCT_NAME = 'Matchday';
/** Prefix of every browser storage key (SPEC §3, §9). */
export const STORAGE_PREFIX = 'matchday';
export const CREDENTIALS_KEY = `${STORAGE_PREFIX}.credentials`;
export const STATE_KEY = `${STORAGE_PREFIX}.state`;
export const SUPPORT_EMAIL = 'support@matchday.test';
/** Legal documents shipped as PDFs; all dated 2024 (SPEC §1, §9). */
export const LEGAL_DOCUMENTS = {
  terms: { title: 'Terms of service', path: '/legal/terms-of-service-2024.pdf' },
  privacy: { title: 'Privacy policy', path: '/legal/privacy-policy-2024.pdf' },
  cookies: { title: 'Cookie policy', path: '/legal/cookie-policy-2024.pdf' },
} as const;
/** GraphQL endpoint per role (SPEC §7). */
export const GRAPH_PATHS = {
  public: '/api/public',
  startup: '/api/startup',
  corp: '/api/corp',
  admin: '/api/matrix/neo',
} as const;
export type GraphName = keyof typeof GRAPH_PATHS;
/** Request retries of the GraphQL transport (SPEC §9). */
export const MAX_REQUEST_RETRIES = 2;
