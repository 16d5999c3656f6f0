/**
 * The products module (docs/decisions/043): it owns `products` and the shop list's cache. What
 * other modules, workflows and tools may use; everything else in this folder is its own.
 */
export { DISCOUNT_COLUMN } from './products.service';
export {
  restoreOpenOrdersStock,
  restoreOrderStock,
  restoreUnits,
  takeStock,
  type StockLine,
} from './product-stock';
export { clearShopListCache, forgetShopProducts } from './shop-list-cache';
export { guestListFastPath } from './guest-list-fast-path';
export { findByBarcode, productIdsByBarcode, type BarcodeMatch } from './barcode-lookup';
