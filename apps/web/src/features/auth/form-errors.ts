/** The auth forms use the app-wide helpers (lib/form-errors.ts). */
export { errorsFromApi, fieldErrors } from '../../lib/form-errors.ts';
