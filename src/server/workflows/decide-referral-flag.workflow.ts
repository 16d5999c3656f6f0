import type { ReferralDecision } from '../../domain/referral-review.schemas';
import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { referralReviewMessages } from '../../domain/messages';
import { holdLinkRewards, voidLinkRewards } from '../features/loyalty';
import { lockFlag, saveDecision, type FlagStatus } from '../features/referral-review';
import { releasePendingPoints } from './release-pending-points.workflow';

export interface FlagDecided {
  status: FlagStatus;
  /** False when the flag was already decided: a second click changes nothing. */
  changed: boolean;
}

/**
 * The owner's decision on a flagged referral link (docs/decisions/081), in ONE transaction:
 *   lock the flag → already decided: nothing changes (the answer says how it was decided) →
 *   clear: the upline's rewards from the member stop being held, and wait for their return window
 *   as any reward (those past it are released just after, by the release workflow) →
 *   reject: those not yet released are voided as a refund inside the window voids them (pending
 *   points taken back, never a negative balance), and later deliveries pay that upline nothing
 *   from this member → the flag says who decided and when → audited.
 */
export async function decideReferralFlag(
  db: Database,
  flagId: string,
  decision: ReferralDecision,
  adminId: string,
  note: string | null,
): Promise<FlagDecided> {
  const decided = await db.transaction(async (tx): Promise<FlagDecided> => {
    const flag = await lockFlag(tx, flagId);
    if (!flag) throw new AppError('NOT_FOUND', referralReviewMessages.notFound);
    if (flag.status !== 'open') return { status: flag.status, changed: false };
    const link = { uplineId: flag.uplineId, memberId: flag.memberId };
    const status = decision === 'clear' ? ('cleared' as const) : ('rejected' as const);
    const rewards =
      decision === 'clear'
        ? { released: await holdLinkRewards(tx, link, false) }
        : { voidedOrders: await voidLinkRewards(tx, link, { adminId }) };
    await saveDecision(tx, flag.id, { status, adminId, note });
    await recordAudit(tx, {
      adminId,
      action: decision === 'clear' ? 'customer.referral_clear' : 'customer.referral_reject',
      entity: 'customer',
      entityId: flag.memberId,
      details: { flagId: flag.id, uplineId: flag.uplineId, note, ...rewards },
    });
    return { status, changed: true };
  });
  // Cleared rewards whose window has passed (or that had none) become spendable now, not at the next hour.
  if (decided.changed && decided.status === 'cleared') await releasePendingPoints(db);
  return decided;
}
