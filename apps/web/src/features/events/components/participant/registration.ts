import { defineMessages, formatNow } from '../../../../lib/messages.ts';
import type { AttendanceStateValue, T } from './event-text.ts';

export type ParticipantRole = 'startup' | 'corp';
export type RegistrationAction = 'register' | 'accept' | 'decline' | 'withdraw';

export type RegistrationSituation = {
  role: ParticipantRole;
  state: AttendanceStateValue | null;
  status: string;
  registrationOpen: boolean;
};

/**
 * What a participant may do about its registration (DOMAIN "Attendance"): a startup registers
 * while registration is open (also after withdrawing), accepts or declines an invitation, and
 * withdraws while taking part. Corporates are added by the organisers and act on nothing here.
 * Nothing changes once the event is over. The server decides again regardless.
 */
export function registrationActions(s: RegistrationSituation): RegistrationAction[] {
  if (s.role !== 'startup' || (s.status !== 'UPCOMING' && s.status !== 'LIVE')) return [];
  switch (s.state) {
    case null:
    case 'WITHDRAWN':
      return s.registrationOpen ? ['register'] : [];
    case 'INVITED':
      return ['accept', 'decline'];
    case 'REGISTERED':
    case 'APPROVED':
      return ['withdraw'];
    default:
      return [];
  }
}

const m = defineMessages({
  yourOrganisationTookPart: {
    id: 'events.registration.explain.yourOrganisationTookPart',
    defaultMessage: 'Your organisation took part',
  },
  thisEventIsOver: {
    id: 'events.registration.explain.thisEventIsOver',
    defaultMessage: 'This event is over.',
  },
  yourOrganisationTakesPart: {
    id: 'events.registration.explain.yourOrganisationTakesPart',
    defaultMessage: 'Your organisation takes part',
  },
  theOrganisersAddedYou: {
    id: 'events.registration.explain.theOrganisersAddedYou',
    defaultMessage:
      'The organisers added you. State your innovation needs for the event; startups are then suggested against them and you choose whom to meet.',
  },
  yourOrganisationIsInvited: {
    id: 'events.registration.explain.yourOrganisationIsInvited',
    defaultMessage: 'Your organisation is invited',
  },
  theOrganisersHaveInvited: {
    id: 'events.registration.explain.theOrganisersHaveInvited',
    defaultMessage:
      'The organisers have invited you and will confirm your place. Tell them about any questions directly.',
  },
  notTakingPart: {
    id: 'events.registration.explain.notTakingPart',
    defaultMessage: 'Not taking part',
  },
  yourOrganisationIsNo: {
    id: 'events.registration.explain.yourOrganisationIsNo',
    defaultMessage:
      'Your organisation is no longer on this event’s list. Contact the programme if that is a mistake.',
  },
  corporatesAreAddedBy: {
    id: 'events.registration.explain.corporatesAreAddedBy',
    defaultMessage: 'Corporates are added by the organisers',
  },
  yourOrganisationDidNot: {
    id: 'events.registration.explain.yourOrganisationDidNot',
    defaultMessage: 'Your organisation did not take part in this event.',
  },
  organisationsOnTheCorporate: {
    id: 'events.registration.explain.organisationsOnTheCorporate',
    defaultMessage:
      'Organisations on the corporate side do not register themselves: the programme adds you to an event. Contact the programme if you want to take part.',
  },
  invitationNotAnswered: {
    id: 'events.registration.explain.invitationNotAnswered',
    defaultMessage: 'Invitation not answered',
  },
  youAreInvited: {
    id: 'events.registration.explain.youAreInvited',
    defaultMessage: 'You are invited',
  },
  theOrganisersHaveInvited2: {
    id: 'events.registration.explain.theOrganisersHaveInvited2',
    defaultMessage:
      'The organisers have invited your company. Accept the invitation to take part; you are confirmed at once.',
  },
  registered: { id: 'events.registration.explain.registered', defaultMessage: 'Registered' },
  registeredWaitingForApproval: {
    id: 'events.registration.explain.registeredWaitingForApproval',
    defaultMessage: 'Registered — waiting for approval',
  },
  theOrganisersReviewRegistrations: {
    id: 'events.registration.explain.theOrganisersReviewRegistrations',
    defaultMessage:
      'The organisers review registrations and confirm your place by e-mail. Meanwhile, mark the slots you cannot attend and who from your team comes.',
  },
  youTookPart: { id: 'events.registration.explain.youTookPart', defaultMessage: 'You took part' },
  youTakePart: { id: 'events.registration.explain.youTakePart', defaultMessage: 'You take part' },
  yourPlaceIsConfirmed: {
    id: 'events.registration.explain.yourPlaceIsConfirmed',
    defaultMessage:
      'Your place is confirmed. Corporates choose whom to meet against their needs; your meetings are then scheduled in the slots you are available.',
  },
  registrationDeclined: {
    id: 'events.registration.explain.registrationDeclined',
    defaultMessage: 'Registration declined',
  },
  theOrganisersDeclinedYour: {
    id: 'events.registration.explain.theOrganisersDeclinedYour',
    defaultMessage:
      'The organisers declined your registration for this event. Contact the programme if you have questions.',
  },
  youWithdrew: { id: 'events.registration.explain.youWithdrew', defaultMessage: 'You withdrew' },
  youCanRegisterAgain: {
    id: 'events.registration.explain.youCanRegisterAgain',
    defaultMessage: 'You can register again while registration is open.',
  },
  registrationIsClosedSo: {
    id: 'events.registration.explain.registrationIsClosedSo',
    defaultMessage: 'Registration is closed, so you cannot register again.',
  },
  notRegistered: {
    id: 'events.registration.explain.notRegistered',
    defaultMessage: 'Not registered',
  },
  notRegisteredYet: {
    id: 'events.registration.explain.notRegisteredYet',
    defaultMessage: 'Not registered yet',
  },
  registerToTakePart: {
    id: 'events.registration.explain.registerToTakePart',
    defaultMessage:
      'Register to take part. The organisers confirm your place; corporates then choose whom to meet and your meetings are scheduled.',
  },
  registrationIsClosed: {
    id: 'events.registration.explain.registrationIsClosed',
    defaultMessage: 'Registration is closed',
  },
  thisEventDoesNot: {
    id: 'events.registration.explain.thisEventDoesNot',
    defaultMessage:
      'This event does not take new registrations. Contact the programme if you want to take part.',
  },
});

/** What the registration state means and what comes next, in one or two sentences. */
export function stateExplanation(
  s: RegistrationSituation,
  t: T = formatNow,
): { title: string; text: string } {
  const over = s.status === 'PREVIOUS';
  if (s.role === 'corp') {
    switch (s.state) {
      case 'APPROVED':
      case 'REGISTERED':
        return over
          ? { title: t(m.yourOrganisationTookPart), text: t(m.thisEventIsOver) }
          : {
              title: t(m.yourOrganisationTakesPart),
              text: t(m.theOrganisersAddedYou),
            };
      case 'INVITED':
        return {
          title: t(m.yourOrganisationIsInvited),
          text: t(m.theOrganisersHaveInvited),
        };
      case 'DECLINED':
      case 'WITHDRAWN':
        return {
          title: t(m.notTakingPart),
          text: t(m.yourOrganisationIsNo),
        };
      default:
        return {
          title: t(m.corporatesAreAddedBy),
          text: over ? t(m.yourOrganisationDidNot) : t(m.organisationsOnTheCorporate),
        };
    }
  }
  switch (s.state) {
    case 'INVITED':
      return over
        ? { title: t(m.invitationNotAnswered), text: t(m.thisEventIsOver) }
        : {
            title: t(m.youAreInvited),
            text: t(m.theOrganisersHaveInvited2),
          };
    case 'REGISTERED':
      return over
        ? { title: t(m.registered), text: t(m.thisEventIsOver) }
        : {
            title: t(m.registeredWaitingForApproval),
            text: t(m.theOrganisersReviewRegistrations),
          };
    case 'APPROVED':
      return over
        ? { title: t(m.youTookPart), text: t(m.thisEventIsOver) }
        : {
            title: t(m.youTakePart),
            text: t(m.yourPlaceIsConfirmed),
          };
    case 'DECLINED':
      return {
        title: t(m.registrationDeclined),
        text: t(m.theOrganisersDeclinedYour),
      };
    case 'WITHDRAWN':
      return over
        ? { title: t(m.youWithdrew), text: t(m.thisEventIsOver) }
        : {
            title: t(m.youWithdrew),
            text: s.registrationOpen ? t(m.youCanRegisterAgain) : t(m.registrationIsClosedSo),
          };
    default:
      if (over) return { title: t(m.notRegistered), text: t(m.thisEventIsOver) };
      return s.registrationOpen
        ? {
            title: t(m.notRegisteredYet),
            text: t(m.registerToTakePart),
          }
        : {
            title: t(m.registrationIsClosed),
            text: t(m.thisEventDoesNot),
          };
  }
}
