/**
 * The identity module's mails: its templates (verify, password reset, invitation, sign-in link,
 * admin notices) and the triggers of POST /api/mail/{trigger} that send them by hand. The app
 * loads this at start-up; the mail module knows no other module.
 */
import './mail/account.template.ts';
import './mail/login-link.template.ts';
import './mail/account.trigger.ts';
import { chosenLocaleOf } from '../accounts/locale.service.ts';
import { registerRecipientLocale } from '../mail/recipient-locale.ts';

// Mails go out in the recipient's language: the mail module asks the accounts' records.
registerRecipientLocale(chosenLocaleOf);
