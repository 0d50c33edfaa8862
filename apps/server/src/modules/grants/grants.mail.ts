/**
 * The grants module's mail: the `grant-form` template and its trigger
 * (POST /api/usermail/grant-form). Loaded by the services that queue it and at start-up.
 */
import './mail/grant-form.template.ts';
import './mail/grant-form.trigger.ts';
