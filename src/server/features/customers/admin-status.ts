/**
 * A customer's status as the admin sees it (CUSTOMER_LIST_STATUSES), in SQL: 'disabled' for a
 * rejected registration or a disabled customer (disabled wins), 'reserved' for one added without
 * a password, otherwise the stored status ('pending' or 'active').
 */
export const adminStatusSql = (alias: string) =>
  `case when ${alias}.status = 'rejected' then 'disabled' when ${alias}.is_reserved then 'reserved' else ${alias}.status end`;
