/**
 * The booking room's mails: `bookingupdate` (a request, a booking, an answer, an expiry).
 * Loaded by the services that queue them.
 */
import './mail/bookingupdate.template.ts';
