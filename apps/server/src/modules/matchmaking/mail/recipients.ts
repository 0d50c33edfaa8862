import { and, eq, isNull } from 'drizzle-orm';
import { appUrl } from '../../../platform/app-links.ts';
import type { Db } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { companies, users } from '../../accounts/accounts.read-model.ts';
import type { MailTemplateName, QueueMailInput } from '../../mail/mail.service.ts';
import { queueMail } from '../../mail/mail.service.ts';

const AREA = { startup: '/startup', corp: '/corporate' } as const;

export type CompanyMail = {
  companyId: string;
  template: MailTemplateName;
  /** Written once per recipient and key. */
  key: string;
  /** Path in the company's area (`/events/…`) the button opens. */
  path: string;
  data: Record<string, unknown>;
  /** The action the mail asks of the company, when it asks one (notification-tasks.service.ts). */
  task?: string;
};

/** Makes one person's mail their own (e.g. a one-time link of theirs). */
export type Personalise = (personId: string, mail: QueueMailInput) => Promise<QueueMailInput>;

/**
 * The mails of one company mail: one per active member (only `userId` when given — a re-send
 * to one person, who must be an active member, else 404), each with the person's name, the
 * company's name and a link into the company's area (or what `personalise` makes of it).
 */
export async function companyMails(
  tx: Db,
  publicUrl: string,
  mail: CompanyMail,
  userId?: string,
  personalise?: Personalise,
): Promise<QueueMailInput[]> {
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      type: companies.type,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.companyId, mail.companyId),
        isNull(users.disabledAt),
        userId ? eq(users.id, userId) : undefined,
      ),
    );
  if (userId && !people.length) {
    throw new AppError('NOT_FOUND', 'This person is not an active member of the company mailed');
  }
  const mails: QueueMailInput[] = [];
  for (const p of people) {
    const input: QueueMailInput = {
      template: mail.template,
      to: p.email,
      data: {
        ...mail.data,
        name: p.name,
        companyName: p.companyName,
        link: appUrl(publicUrl, `${AREA[p.type]}${mail.path}`),
      },
      idempotencyKey: mail.key,
      ...(mail.task ? { task: mail.task } : {}),
    };
    mails.push(personalise ? await personalise(p.id, input) : input);
  }
  return mails;
}

/** Queues a company mail to every active member, in the caller's transaction. */
export async function queueCompanyMail(
  tx: Db,
  publicUrl: string,
  mail: CompanyMail,
  personalise?: Personalise,
) {
  for (const input of await companyMails(tx, publicUrl, mail, undefined, personalise)) {
    await queueMail(tx, input);
  }
}

/** The company of an active person (the one a re-send goes to); NOT_FOUND otherwise. */
export async function companyOf(tx: Db, userId: string) {
  const [row] = await tx
    .select({ companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.disabledAt)));
  if (!row?.companyId) throw new AppError('NOT_FOUND', 'No such person');
  return row.companyId;
}
