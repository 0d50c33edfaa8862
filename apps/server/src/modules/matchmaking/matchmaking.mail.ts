/** The matchmaking module's mails (templates); loaded by the services that queue them. */
import './mail/matchmaking.templates.ts';
