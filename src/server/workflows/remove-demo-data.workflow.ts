import type { DemoData } from '../../domain/demo-data.schemas';
import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { deleteCustomersLeavesFirst, rewindCustomerCodes } from '../features/customers';
import { startDemoRemoval } from '../features/demo-data';
import { switchOffUnsavedOffer } from '../features/leaderboard';
import { deleteLedgerOf, refreshPointsLiability } from '../features/loyalty';
import { deleteOrdersOf } from '../features/orders';
import { forgetShopProducts, restoreOpenOrdersStock } from '../features/products';

/**
 * Removes the demo data in ONE transaction (docs/decisions/040): the demo customers, every order
 * placed in their accounts (open ones give their stock back, as a cancellation would) and their
 * ledger rows (and the liability's days written again without them); the referral tree, customer counts, sales days and leaderboard follow through their
 * triggers; the next customer code is the next free one again; a leaderboard offer the owner never
 * saved goes back to a new shop's (off). The catalogue, services, offers and showcases stay. Audited.
 */
export async function removeDemoData(db: Database, adminId: string): Promise<DemoData> {
  const { removed, restocked } = await db.transaction(async (tx) => {
    const { held, customerIds } = await startDemoRemoval(tx);
    const restocked = await restoreOpenOrdersStock(tx, customerIds);
    await deleteLedgerOf(tx, customerIds);
    // The liability's days were the ledger's sums with these rows: written again without them.
    await refreshPointsLiability(tx);
    await deleteOrdersOf(tx, customerIds);
    await deleteCustomersLeavesFirst(tx, customerIds);
    await rewindCustomerCodes(tx);
    await switchOffUnsavedOffer(tx);
    await recordAudit(tx, {
      adminId,
      action: 'demo_data.remove',
      entity: 'demo_data',
      entityId: null,
      details: { ...held },
    });
    return { removed: held, restocked };
  });
  forgetShopProducts(restocked); // their stock changed: the shop shows it at once in this process
  return removed;
}
