import { plural, UNPLACED_REASONS, type UnplacedReason } from '@matchday/shared';
import type { Db } from '../../platform/db.ts';
import { companyNames } from '../accounts/accounts.queries.ts';
import type { RunPlan } from './schedule-plan.ts';

/**
 * Why a run left each pair out, in a sentence that names the party it is about: the one whose
 * cap is full ("Fjord Energy AB already has 6 meetings (its cap)"), the one no longer taking
 * part, the two without a common free slot. Falls back to the reason's general words.
 */
export async function unplacedTexts(tx: Db, run: RunPlan): Promise<Map<string, string>> {
  const { rows, plan, placement, reasons } = run;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const left = [...reasons.keys()].map((id) => byId.get(id)!).filter(Boolean);
  const parties = [...new Set(left.flatMap((r) => [r.startupId, r.corporateId]))];
  const names = await companyNames(tx, parties);
  const placedOf = new Map<string, number>();
  const fixedOf = new Map<string, number>();
  const add = (m: Map<string, number>, id: string) => m.set(id, (m.get(id) ?? 0) + 1);
  for (const r of rows) {
    if (placement.has(r.id)) [r.startupId, r.corporateId].forEach((p) => add(placedOf, p));
    if (plan.fixedIds.has(r.id)) [r.startupId, r.corporateId].forEach((p) => add(fixedOf, p));
  }
  const cap = plan.cap ?? 0;
  const texts = new Map<string, string>();
  for (const r of left) {
    const reason = reasons.get(r.id)! as UnplacedReason;
    const pair = [r.startupId, r.corporateId];
    const name = (id: string) => names.get(id) ?? 'One of the parties';
    const both = `${name(r.startupId)} and ${name(r.corporateId)}`;
    const capped = (count: Map<string, number>, over: boolean) =>
      pair.filter((p) => (count.get(p) ?? 0) > (over ? cap : cap - 1));
    let text: string = UNPLACED_REASONS[reason];
    if (reason === 'PARTICIPANT_LIMIT' && cap) {
      const full = capped(placedOf, false);
      if (full.length === 2) text = `${both} each already have ${plural(cap, 'meeting')} (the cap)`;
      else if (full.length === 1)
        text = `${name(full[0]!)} already has ${plural(cap, 'meeting')} (its cap)`;
    } else if (reason === 'LOCKED_CONFLICT' && cap) {
      const over = capped(fixedOf, true);
      if (over.length)
        text = `Kept in place (pinned or published), it would give ${over.map(name).join(' and ')} more than ${plural(cap, 'meeting')} (the cap)`;
    } else if (reason === 'NOT_ATTENDING') {
      const gone = pair.filter((p) => !plan.attending.has(p));
      if (gone.length)
        text = `${gone.map(name).join(' and ')} no longer ${gone.length === 1 ? 'takes' : 'take'} part in the event`;
    } else if (reason === 'AVAILABILITY') {
      text = `${both} have no free slot in common (their marked unavailability)`;
    } else if (reason === 'BUSY') {
      text = `In every slot ${both} can both attend, one of them already has another meeting`;
    }
    texts.set(r.id, text);
  }
  return texts;
}
