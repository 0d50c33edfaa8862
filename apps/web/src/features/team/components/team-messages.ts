import { defineMessages } from '../../../lib/messages.ts';

/** The words of the team list. */
export const w = defineMessages({
  failed: { id: 'team.failed', defaultMessage: 'Something went wrong' },
  members: { id: 'team.members', defaultMessage: 'Team members' },
  you: { id: 'team.you', defaultMessage: '(you)' },
  contactPerson: { id: 'team.contactPerson', defaultMessage: 'Contact person' },
  invitationSent: { id: 'team.invitationSent', defaultMessage: 'Invitation sent' },
  newLink: { id: 'team.newLink', defaultMessage: 'A new invitation link went to {email}.' },
  resend: { id: 'team.resend', defaultMessage: 'Resend invitation' },
  nowContact: { id: 'team.nowContact', defaultMessage: '{name} is now the contact person.' },
  makeContact: { id: 'team.makeContact', defaultMessage: 'Make contact person' },
  remove: { id: 'team.remove', defaultMessage: 'Remove' },
  removeTitle: { id: 'team.remove.title', defaultMessage: 'Remove {name}?' },
  removeText: {
    id: 'team.remove.text',
    defaultMessage:
      '{name} loses access to your company on Matchday and their personal data is erased. Meetings and ratings stay with the company.',
  },
  removeConfirm: { id: 'team.remove.confirm', defaultMessage: 'Remove from team' },
  removeLabel: { id: 'team.remove.label', defaultMessage: 'Remove {name}' },
  removed: { id: 'team.removed', defaultMessage: '{name} was removed from the team.' },
  invitations: { id: 'team.invitations', defaultMessage: 'Invitations ({count})' },
  invitationsText: {
    id: 'team.invitations.text',
    defaultMessage:
      'Each person joins when they follow the link in their invitation. Someone who already has a Matchday account signs in with it instead, so an invitation may stay open.',
  },
  expired: { id: 'team.expired', defaultMessage: 'Link expired' },
  sentLine: {
    id: 'team.sentLine',
    defaultMessage:
      'Sent {sent} · {expired, select, yes {the link expired on {until}} other {the link works until {until}}}',
  },
  sendAgainLabel: {
    id: 'team.sendAgain.label',
    defaultMessage: 'Send again: the invitation to {name}',
  },
  newLinkOld: {
    id: 'team.newLinkOld',
    defaultMessage: 'A new invitation link went to {email}; the old one no longer works.',
  },
  sendAgain: { id: 'team.sendAgain', defaultMessage: 'Send again' },
  withdraw: { id: 'team.withdraw', defaultMessage: 'Withdraw' },
  withdrawTitle: {
    id: 'team.withdraw.title',
    defaultMessage: 'Withdraw the invitation to {name}?',
  },
  withdrawText: {
    id: 'team.withdraw.text',
    defaultMessage: 'The link sent to {email} stops working. You can invite them again later.',
  },
  withdrawConfirm: { id: 'team.withdraw.confirm', defaultMessage: 'Withdraw invitation' },
  withdrawLabel: { id: 'team.withdraw.label', defaultMessage: 'Withdraw the invitation to {name}' },
  withdrawn: { id: 'team.withdrawn', defaultMessage: 'The invitation to {name} was withdrawn.' },
});
