import type { AttendanceStateValue } from './event-text.ts';

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

/** What the registration state means and what comes next, in one or two sentences. */
export function stateExplanation(s: RegistrationSituation): { title: string; text: string } {
  const over = s.status === 'PREVIOUS';
  if (s.role === 'corp') {
    switch (s.state) {
      case 'APPROVED':
      case 'REGISTERED':
        return over
          ? { title: 'Your organisation took part', text: 'This event is over.' }
          : {
              title: 'Your organisation takes part',
              text: 'The organisers added you. State your innovation needs for the event; startups are then suggested against them and you choose whom to meet.',
            };
      case 'INVITED':
        return {
          title: 'Your organisation is invited',
          text: 'The organisers have invited you and will confirm your place. Tell them about any questions directly.',
        };
      case 'DECLINED':
      case 'WITHDRAWN':
        return {
          title: 'Not taking part',
          text: 'Your organisation is no longer on this event’s list. Contact the programme if that is a mistake.',
        };
      default:
        return {
          title: 'Corporates are added by the organisers',
          text: over
            ? 'Your organisation did not take part in this event.'
            : 'Organisations on the corporate side do not register themselves: the programme adds you to an event. Contact the programme if you want to take part.',
        };
    }
  }
  switch (s.state) {
    case 'INVITED':
      return over
        ? { title: 'Invitation not answered', text: 'This event is over.' }
        : {
            title: 'You are invited',
            text: 'The organisers have invited your company. Accept the invitation to take part; you are confirmed at once.',
          };
    case 'REGISTERED':
      return over
        ? { title: 'Registered', text: 'This event is over.' }
        : {
            title: 'Registered — waiting for approval',
            text: 'The organisers review registrations and confirm your place by e-mail. Meanwhile, mark the slots you cannot attend and who from your team comes.',
          };
    case 'APPROVED':
      return over
        ? { title: 'You took part', text: 'This event is over.' }
        : {
            title: 'You take part',
            text: 'Your place is confirmed. Corporates choose whom to meet against their needs; your meetings are then scheduled in the slots you are available.',
          };
    case 'DECLINED':
      return {
        title: 'Registration declined',
        text: 'The organisers declined your registration for this event. Contact the programme if you have questions.',
      };
    case 'WITHDRAWN':
      return over
        ? { title: 'You withdrew', text: 'This event is over.' }
        : {
            title: 'You withdrew',
            text: s.registrationOpen
              ? 'You can register again while registration is open.'
              : 'Registration is closed, so you cannot register again.',
          };
    default:
      if (over) return { title: 'Not registered', text: 'This event is over.' };
      return s.registrationOpen
        ? {
            title: 'Not registered yet',
            text: 'Register to take part. The organisers confirm your place; corporates then choose whom to meet and your meetings are scheduled.',
          }
        : {
            title: 'Registration is closed',
            text: 'This event does not take new registrations. Contact the programme if you want to take part.',
          };
  }
}
