/** The integrations room's mails (loaded by the delivery worker that sends them). */
import './mail/webhook-disabled.template.ts';
