import { z } from 'zod';

/** What one mail says; the shared layout turns it into HTML and plain text. */
export type MailContent = {
  subject: string;
  /** First line shown by mail clients next to the subject. */
  preview: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the button (e.g. "the link expires in 24 hours"). */
  notes?: string[];
  /** Why this person gets this mail — printed in the footer. */
  reason: string;
};

export type MailTemplate<S extends z.ZodType = z.ZodType> = {
  /** Shape of the data the template needs; checked when the mail is queued. */
  data: S;
  content(data: z.infer<S>): MailContent;
};

/** Declares a template; the type of `content`'s data follows from the schema. */
export function defineMailTemplate<S extends z.ZodType>(template: MailTemplate<S>) {
  return template;
}

/** Links in mails are absolute http(s) URLs. */
export const mailLink = z.url({ protocol: /^https?$/ });

/** "Hello Ada," or "Hello," when the name is not known. */
export function greeting(name: string | undefined) {
  return name ? `Hello ${name},` : 'Hello,';
}
