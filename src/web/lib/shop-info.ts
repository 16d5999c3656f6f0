import { SHOP_ADDRESS, SHOP_NAME } from '../../domain/document-title';

/** Who we are, in one place: every screen that names the shop or its contacts reads this. */
export const SHOP = {
  name: SHOP_NAME,
  tagline: 'Your neighbourhood supermarket',
  promise:
    'Everyday groceries from the shop down the road, delivered to your door. Every purchase earns points you can spend next time.',
  supportPhone: '+91 98470 12345',
  supportPhoneHref: 'tel:+919847012345',
  /** A WhatsApp chat with the shop's support number. */
  supportWhatsAppHref: 'https://wa.me/919847012345',
  supportEmail: 'support@freshmart.in',
  address: SHOP_ADDRESS,
  hours: [
    { days: 'Mon to Sat', time: '9:00 AM to 8:00 PM' },
    { days: 'Sunday', time: '10:00 AM to 6:00 PM' },
  ],
} as const;
