import type { ScaleLabelLayout } from '../../../domain/barcodes';
import { recordAudit } from '../../audit/audit-log';
import { prepared, type Database, type Queryable } from '../../db/client';

/** How the shop's scale lays out its labels (docs/decisions/087): the counter's lookup reads it per scan. */
export async function loadScaleLabelLayout(db: Queryable): Promise<ScaleLabelLayout> {
  const [row] = await db.query<{ item_digits: number; carries: ScaleLabelLayout['carries'] }>(
    prepared('select scale_label_item_digits as item_digits, scale_label_carries as carries from settings'),
  );
  if (!row) throw new Error('settings row is missing');
  return { itemDigits: row.item_digits as ScaleLabelLayout['itemDigits'], carries: row.carries };
}

/** Saves the layout, audited with what it was and what it became. */
export async function saveScaleLabelLayout(
  db: Database,
  adminId: string,
  layout: ScaleLabelLayout,
): Promise<ScaleLabelLayout> {
  return db.transaction(async (tx) => {
    const before = await loadScaleLabelLayout(tx);
    await tx.query(
      `update settings set scale_label_item_digits = $1, scale_label_carries = $2, updated_at = now(),
         updated_by = $3`,
      [layout.itemDigits, layout.carries, adminId],
    );
    await recordAudit(tx, {
      adminId,
      action: 'settings.scale_label',
      entity: 'settings',
      entityId: null,
      details: { before, after: layout },
    });
    return layout;
  });
}
