/**
 * SPEC 4 and 9: in the admin, a product is low on stock at 10 or fewer (the shop says so from 5).
 * A constant, not a setting: migration 020's partial index (products_low_stock_idx) holds the
 * same number, so the dashboard's count and list stay one small index range at 100k products.
 */
export const ADMIN_LOW_STOCK_THRESHOLD = 10;
