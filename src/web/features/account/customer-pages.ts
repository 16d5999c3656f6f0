/**
 * The customer's own pages in one lazy chunk (the public leaderboard has its own: a guest on it
 * should not download the checkout's and profile's forms). Each screen is small and they share most of
 * their parts (order cards, badges, timeline, stat cards); one chunk keeps the route table's
 * preload lists short, and that table sits in the entry chunk every visitor downloads.
 */
export { default as DashboardPage } from './dashboard-page';
export { default as ProfilePage } from './profile-page';
export { default as PointsHistoryPage } from './points-page';
export { default as OrdersPage } from '../orders/orders-page';
export { default as OrderDetailPage } from '../orders/order-detail-page';
export { default as TrackOrderPage } from '../orders/track-order-page';
export { default as CheckoutPage } from '../checkout/checkout-page';
export { default as CustomerOnly } from '../auth/customer-only';
