/**
 * The events module's mails: the `joinevent` template and its trigger
 * (POST /api/usermail/joinevent). Loaded by the services that queue them and at start-up.
 */
import './mail/joinevent.template.ts';
import './mail/joinevent.trigger.ts';
