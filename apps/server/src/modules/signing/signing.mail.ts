/** The signing room's mails: `signrequest`. Loaded by the services that queue it. */
import './mail/signrequest.template.ts';
