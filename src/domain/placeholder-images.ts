/**
 * Shown when a product or service has no image. The web app ships these files under public/images.
 * Their own module, free of zod: screens that only show a thumbnail (the admin dashboard's low
 * stock list) import them without the form schemas (docs/decisions/050).
 */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/product-placeholder.svg';
export const SERVICE_PLACEHOLDER_IMAGE = '/images/service-placeholder.svg';
