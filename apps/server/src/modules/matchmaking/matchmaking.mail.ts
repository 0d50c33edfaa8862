/**
 * The matchmaking module's mails: its templates and their on-demand triggers (SPEC §7 match,
 * suggested, nomatches, pairing-request, pairing-request-update). Loaded by the services that
 * queue them and at start-up.
 */
import './mail/matchmaking.template.ts';
import './mail/match.trigger.ts';
import './mail/suggested.trigger.ts';
import './mail/nomatches.trigger.ts';
import './mail/pairing.trigger.ts';
