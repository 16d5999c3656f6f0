/**
 * Whether the points ledger row `alias` is a refund's that undid only part of its order's award
 * or redemption (a refund by line, docs/decisions/069): what it reversed differs from what the
 * award (or the redemption) it belongs to came to. Read on points_ledger_order_idx. The points
 * history and the admin's CSV say "Part of order … refunded" for it (src/domain/ledger-words.ts).
 */
export const partOfOrderSql = (
  alias: string,
) => `(${alias}.kind in ('order_reversed', 'referral_reversed', 'redemption_refunded')
  and exists (
    select 1 from points_ledger a
    where a.order_id = ${alias}.order_id and a.customer_id = ${alias}.customer_id
      and a.kind = case ${alias}.kind when 'order_reversed' then 'order_earned'
                                      when 'referral_reversed' then 'referral_earned' else 'redeemed' end
      and case when ${alias}.kind = 'redemption_refunded' then a.points_delta + ${alias}.points_delta
               else a.point_money_paise + ${alias}.point_money_paise end <> 0))`;
