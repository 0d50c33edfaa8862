/**
 * The follow-up module's mails: `feedbacktrigger` (rate a meeting) and `followuprequest` (the
 * second stage). Loaded by the services that queue them and at start-up.
 */
import './mail/feedbacktrigger.template.ts';
import './mail/followuprequest.template.ts';
import './mail/feedbacktrigger.trigger.ts';
