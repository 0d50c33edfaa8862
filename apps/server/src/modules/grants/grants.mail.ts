/** The grants module's mail: `grant-form` (loaded by the services that queue it). */
import './mail/grant-form.template.ts';
