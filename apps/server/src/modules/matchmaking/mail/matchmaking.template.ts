import { plural, PRODUCT_NAME } from '@matchday/shared';
import { z } from 'zod';
import { defineMailTemplate, greeting, mailLink } from '../../mail/templates/template.ts';

/** The matchmaking mails of SPEC §7: suggested, match, nomatches, pairing-request(-update). */
const name = z.string().trim().min(1).max(200).optional();
const title = z.string().trim().min(1).max(200);
const reason = (company: string) =>
  `You get this mail because you are a member of ${company} on ${PRODUCT_NAME}.`;

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
  content: (d) => ({
    subject: `${plural(d.count, 'startup')} suggested for ${d.needs === 1 ? 'your need' : `your ${d.needs} needs`} at ${d.eventName}`,
    preview: 'See why each one was suggested and choose whom to meet.',
    heading: 'Your suggestions are ready',
    paragraphs: [
      greeting(d.name),
      `The organisers of ${d.eventName} suggest ${plural(d.count, 'startup')} for ${d.needs === 1 ? 'your need' : `your ${d.needs} needs`}. Each suggestion says why it was made.`,
      'Choose Must meet, Meet or No thanks for each one before the selection closes.',
    ],
    action: { label: 'Choose whom to meet', url: d.link },
    reason: reason(d.companyName),
  }),
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
  content: (d) => ({
    subject: `${d.corporateName} wants to meet you at ${d.eventName}`,
    preview: 'Confirm the meeting so it can be scheduled.',
    heading: `${d.corporateName} wants to meet you`,
    paragraphs: [
      greeting(d.name),
      `${d.corporateName} chose ${d.companyName}${d.needTitle ? ` for its need “${d.needTitle}”` : ''} at ${d.eventName}${d.priority === 'MUST_MEET' ? ', as a must-meet' : ''}.`,
      'Confirm or decline: a confirmed meeting is placed in the schedule.',
    ],
    action: { label: 'Confirm the meeting', url: d.link },
    reason: reason(d.companyName),
  }),
});

/** To a startup: no corporate chose it when the selection closed. */
export const noMatchesTemplate = defineMailTemplate('nomatches', {
  data: z.object({ name, companyName: title, eventName: title, link: mailLink }),
  content: (d) => ({
    subject: `No meetings yet at ${d.eventName}`,
    preview: 'You can still ask corporates for a meeting.',
    heading: 'No corporate chose you this time',
    paragraphs: [
      greeting(d.name),
      `The selection for ${d.eventName} has closed without a corporate choosing ${d.companyName}.`,
      'Strengthen your pitch and ask the corporates you want to meet directly with a pairing request.',
    ],
    action: { label: 'Open the event', url: d.link },
    reason: reason(d.companyName),
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
  content: (d) => ({
    subject: `${d.startupName} asks to meet you at ${d.eventName}`,
    preview: d.message.slice(0, 120),
    heading: `${d.startupName} asks for a meeting`,
    paragraphs: [greeting(d.name), `“${d.message}”`, 'Accept or decline the request.'],
    action: { label: 'Answer the request', url: d.link },
    reason: reason(d.companyName),
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
  content: (d) => ({
    subject: `${d.corporateName} ${d.accepted ? 'accepted' : 'declined'} your meeting request`,
    preview: d.accepted ? 'The meeting will be placed in the schedule.' : 'You can ask others.',
    heading: d.accepted ? 'Meeting request accepted' : 'Meeting request declined',
    paragraphs: [
      greeting(d.name),
      d.accepted
        ? `${d.corporateName} accepted your request to meet at ${d.eventName}. The meeting will be placed in the schedule.`
        : `${d.corporateName} declined your request to meet at ${d.eventName}.`,
    ],
    action: { label: 'Open the event', url: d.link },
    reason: reason(d.companyName),
  }),
});
