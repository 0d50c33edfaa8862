import { z } from 'zod';
import { defineMessages } from '../../../platform/intl.ts';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

/** The matchmaking mails of SPEC §7: suggested, match, nomatches, pairing-request(-update). */
const name = z.string().trim().min(1).max(200).optional();
const title = z.string().trim().min(1).max(200);

const m = defineMessages({
  reason: {
    id: 'mail.matchmaking.reason',
    defaultMessage: 'You get this mail because you are a member of {company} on {product}.',
  },
  openEvent: { id: 'mail.matchmaking.openEvent', defaultMessage: 'Open the event' },
  suggestedSubject: {
    id: 'mail.suggested.subject',
    defaultMessage:
      '{count, plural, one {# startup} other {# startups}} suggested for {needs, plural, one {your need} other {your # needs}} at {event}',
  },
  suggestedPreview: {
    id: 'mail.suggested.preview',
    defaultMessage: 'See why each one was suggested and choose whom to meet.',
  },
  suggestedHeading: { id: 'mail.suggested.heading', defaultMessage: 'Your suggestions are ready' },
  suggestedLine: {
    id: 'mail.suggested.line',
    defaultMessage:
      'The organisers of {event} suggest {count, plural, one {# startup} other {# startups}} for {needs, plural, one {your need} other {your # needs}}. Each suggestion says why it was made.',
  },
  suggestedChoose: {
    id: 'mail.suggested.choose',
    defaultMessage: 'Choose Must meet, Meet or No thanks for each one before the selection closes.',
  },
  suggestedAction: { id: 'mail.suggested.action', defaultMessage: 'Choose whom to meet' },
  matchSubject: {
    id: 'mail.match.subject',
    defaultMessage: '{corporate} wants to meet you at {event}',
  },
  matchPreview: {
    id: 'mail.match.preview',
    defaultMessage: 'Confirm the meeting so it can be scheduled.',
  },
  matchHeading: { id: 'mail.match.heading', defaultMessage: '{corporate} wants to meet you' },
  matchLine: {
    id: 'mail.match.line',
    defaultMessage:
      '{corporate} chose {company}{hasNeed, select, yes { for its need “{need}”} other {}} at {event}{mustMeet, select, yes {, as a must-meet} other {}}.',
  },
  matchConfirm: {
    id: 'mail.match.confirm',
    defaultMessage: 'Confirm or decline: a confirmed meeting is placed in the schedule.',
  },
  matchAction: { id: 'mail.match.action', defaultMessage: 'Confirm the meeting' },
  noMatchesSubject: { id: 'mail.nomatches.subject', defaultMessage: 'No meetings yet at {event}' },
  noMatchesPreview: {
    id: 'mail.nomatches.preview',
    defaultMessage: 'You can still ask corporates for a meeting.',
  },
  noMatchesHeading: {
    id: 'mail.nomatches.heading',
    defaultMessage: 'No corporate chose you this time',
  },
  noMatchesLine: {
    id: 'mail.nomatches.line',
    defaultMessage: 'The selection for {event} has closed without a corporate choosing {company}.',
  },
  noMatchesAdvice: {
    id: 'mail.nomatches.advice',
    defaultMessage:
      'Strengthen your pitch and ask the corporates you want to meet directly with a pairing request.',
  },
  requestSubject: {
    id: 'mail.pairingRequest.subject',
    defaultMessage: '{startup} asks to meet you at {event}',
  },
  requestHeading: {
    id: 'mail.pairingRequest.heading',
    defaultMessage: '{startup} asks for a meeting',
  },
  requestQuote: { id: 'mail.pairingRequest.quote', defaultMessage: '“{message}”' },
  requestAnswer: {
    id: 'mail.pairingRequest.answer',
    defaultMessage: 'Accept or decline the request.',
  },
  requestAction: { id: 'mail.pairingRequest.action', defaultMessage: 'Answer the request' },
  acceptedSubject: {
    id: 'mail.pairingRequestUpdate.accepted.subject',
    defaultMessage: '{corporate} accepted your meeting request',
  },
  declinedSubject: {
    id: 'mail.pairingRequestUpdate.declined.subject',
    defaultMessage: '{corporate} declined your meeting request',
  },
  acceptedPreview: {
    id: 'mail.pairingRequestUpdate.accepted.preview',
    defaultMessage: 'The meeting will be placed in the schedule.',
  },
  declinedPreview: {
    id: 'mail.pairingRequestUpdate.declined.preview',
    defaultMessage: 'You can ask others.',
  },
  acceptedHeading: {
    id: 'mail.pairingRequestUpdate.accepted.heading',
    defaultMessage: 'Meeting request accepted',
  },
  declinedHeading: {
    id: 'mail.pairingRequestUpdate.declined.heading',
    defaultMessage: 'Meeting request declined',
  },
  acceptedLine: {
    id: 'mail.pairingRequestUpdate.accepted.line',
    defaultMessage:
      '{corporate} accepted your request to meet at {event}. The meeting will be placed in the schedule.',
  },
  declinedLine: {
    id: 'mail.pairingRequestUpdate.declined.line',
    defaultMessage: '{corporate} declined your request to meet at {event}.',
  },
});

/** To a corporate: the organisers published suggested startups for its needs. */
export const suggestedTemplate = defineMailTemplate('suggested', {
  data: z.object({
    name,
    companyName: title,
    eventName: title,
    count: z.int().min(1),
    needs: z.int().min(1),
    link: mailLink,
  }),
  content: (d, mail) => {
    const says = { count: d.count, needs: d.needs, event: d.eventName };
    return {
      subject: mail.t(m.suggestedSubject, says),
      preview: mail.t(m.suggestedPreview),
      heading: mail.t(m.suggestedHeading),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(m.suggestedLine, says),
        mail.t(m.suggestedChoose),
      ],
      action: { label: mail.t(m.suggestedAction), url: d.link },
      reason: mail.t(m.reason, { company: d.companyName }),
    };
  },
});

/** To a startup: a corporate chose to meet it (SELECTED). */
export const matchTemplate = defineMailTemplate('match', {
  data: z.object({
    name,
    companyName: title,
    corporateName: title,
    needTitle: title.optional(),
    eventName: title,
    priority: z.enum(['MUST_MEET', 'MEET']),
    link: mailLink,
  }),
  content: (d, mail) => {
    const says = { corporate: d.corporateName, event: d.eventName };
    return {
      subject: mail.t(m.matchSubject, says),
      preview: mail.t(m.matchPreview),
      heading: mail.t(m.matchHeading, says),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(m.matchLine, {
          ...says,
          company: d.companyName,
          hasNeed: d.needTitle ? 'yes' : 'no',
          need: d.needTitle ?? '',
          mustMeet: d.priority === 'MUST_MEET' ? 'yes' : 'no',
        }),
        mail.t(m.matchConfirm),
      ],
      action: { label: mail.t(m.matchAction), url: d.link },
      reason: mail.t(m.reason, { company: d.companyName }),
    };
  },
});

/** To a startup: no corporate chose it when the selection closed. */
export const noMatchesTemplate = defineMailTemplate('nomatches', {
  data: z.object({ name, companyName: title, eventName: title, link: mailLink }),
  content: (d, mail) => ({
    subject: mail.t(m.noMatchesSubject, { event: d.eventName }),
    preview: mail.t(m.noMatchesPreview),
    heading: mail.t(m.noMatchesHeading),
    paragraphs: [
      greeting(d.name, mail),
      mail.t(m.noMatchesLine, { event: d.eventName, company: d.companyName }),
      mail.t(m.noMatchesAdvice),
    ],
    action: { label: mail.t(m.openEvent), url: d.link },
    reason: mail.t(m.reason, { company: d.companyName }),
  }),
});

/** To a corporate: a startup asks for a meeting. */
export const pairingRequestTemplate = defineMailTemplate('pairing-request', {
  data: z.object({
    name,
    companyName: title,
    startupName: title,
    eventName: title,
    message: z.string().trim().max(1000),
    link: mailLink,
  }),
  content: (d, mail) => ({
    subject: mail.t(m.requestSubject, { startup: d.startupName, event: d.eventName }),
    preview: d.message.slice(0, 120),
    heading: mail.t(m.requestHeading, { startup: d.startupName }),
    paragraphs: [
      greeting(d.name, mail),
      mail.t(m.requestQuote, { message: d.message }),
      mail.t(m.requestAnswer),
    ],
    action: { label: mail.t(m.requestAction), url: d.link },
    reason: mail.t(m.reason, { company: d.companyName }),
  }),
});

/** To a startup: its pairing request was accepted or declined. */
export const pairingRequestUpdateTemplate = defineMailTemplate('pairing-request-update', {
  data: z.object({
    name,
    companyName: title,
    corporateName: title,
    eventName: title,
    accepted: z.boolean(),
    link: mailLink,
  }),
  content: (d, mail) => {
    const says = { corporate: d.corporateName, event: d.eventName };
    return {
      subject: mail.t(d.accepted ? m.acceptedSubject : m.declinedSubject, says),
      preview: mail.t(d.accepted ? m.acceptedPreview : m.declinedPreview),
      heading: mail.t(d.accepted ? m.acceptedHeading : m.declinedHeading),
      paragraphs: [
        greeting(d.name, mail),
        mail.t(d.accepted ? m.acceptedLine : m.declinedLine, says),
      ],
      action: { label: mail.t(m.openEvent), url: d.link },
      reason: mail.t(m.reason, { company: d.companyName }),
    };
  },
});
