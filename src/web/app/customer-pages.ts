/**
 * The customer's own pages in one lazy chunk (the public leaderboard has its own: a guest on it
 * should not download the checkout's and profile's forms). Each screen is small and they share most of
 * their parts (order cards, badges, timeline, stat cards); one chunk keeps the route table's
 * preload lists short, and that table sits in the entry chunk every visitor downloads.
 */
export { default as DashboardPage } from '../pages/customer-dashboard-page';
export { default as ProfilePage } from '../features/account/profile-page';
export { default as PointsHistoryPage } from '../features/account/points-page';
export { default as OrdersPage } from '../features/orders/orders-page';
export { default as OrderDetailPage } from '../features/orders/order-detail-page';
export { default as TrackOrderPage } from '../features/orders/track-order-page';
export { default as CheckoutPage } from '../features/orders/checkout/checkout-page';
export { default as CustomerOnly } from '../lib/auth/customer-only';
