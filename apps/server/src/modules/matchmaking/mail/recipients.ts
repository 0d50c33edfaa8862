import { and, eq, isNull } from 'drizzle-orm';
import { appUrl } from '../../../platform/app-links.ts';
import type { Db } from '../../../platform/db.ts';
import { companies, users } from '../../accounts/accounts.tables.ts';
import { queueMail } from '../../mail/mail.service.ts';

const AREA = { startup: '/startup', corp: '/corporate' } as const;

/**
 * Queues one mail per active member of a company, each written once per `key`: `data` gets
 * the person's name, the company's name and a link into the company's area (`path`).
 */
export async function mailCompany(
  tx: Db,
  publicUrl: string,
  companyId: string,
  template: string,
  key: string,
  path: string,
  data: Record<string, unknown>,
) {
  const people = await tx
    .select({
      email: users.email,
      name: users.name,
      type: companies.type,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), isNull(users.disabledAt)));
  for (const p of people) {
    await queueMail(tx, {
      template,
      to: p.email,
      data: {
        ...data,
        name: p.name,
        companyName: p.companyName,
        link: appUrl(publicUrl, `${AREA[p.type]}${path}`),
      },
      idempotencyKey: key,
    });
  }
}
