import sharp from 'sharp';
import type { LegacyRow } from '../legacy-row';
import type { LegacyExport } from './legacy-export';

/** A PNG of pseudo-random pixels: it does not compress, so `side` 1000 is about 3 MB. */
export async function noisyPng(side: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, mime = 'image/png') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** messyPeopleExport's Anil (id 1, phone 9847012345) and Lakshmi (phone +91 98470 12346). */
const ANIL = '00000000-0000-4000-8000-000000000001';
export const ANIL_PHONE = '9847012345';

const line = (productId: string, name: string, price: number, quantity: number) => ({
  productId,
  name,
  price,
  quantity,
});

function order(id: string, fields: LegacyRow): LegacyRow {
  return {
    id,
    customer_id: ANIL,
    customer_name: 'Anil "Kuttan" Nair, Thrissur',
    customer_phone: ANIL_PHONE,
    customer_code: 'A101',
    products: [line('p-rice', 'Matta Rice', 45.5, 2)],
    total_amount: 91,
    points_used: 0,
    amount_paid: 91,
    points: 4.5,
    status: 'delivered',
    payment_method: 'cod',
    pincode: '680001',
    delivery_address: 'House 4\nMG Road',
    is_pending_approval: false,
    is_points_awarded: true,
    delivery_approved: true,
    points_approved: true,
    order_date: '2024-03-05T10:00:00',
    created_at: '2024-03-05T10:00:00',
    ...fields,
  };
}

function product(id: string, fields: LegacyRow): LegacyRow {
  return {
    id,
    name: `Product ${id}`,
    description: '',
    category: 'Rice',
    image: null,
    price: '40',
    mrp: '45.5',
    dummyPrice: null,
    inStock: true,
    stockQuantity: 10,
    tierDiscounts: { Bronze: 2, Silver: 3, Gold: 4, Diamond: 5 },
    created_at: '2024-01-02T09:00:00',
    ...fields,
  };
}

/**
 * The catalogue, orders and daily_sales of the messy export (to go with messyPeopleExport), with
 * LEGACY-EXPORT.md's cases: negative stock, a multi-MB inline image, a data URL that is not an image,
 * a category named only by a product, an order line whose product is gone, an order whose customer
 * is gone and one whose customer id is unknown but whose phone (in another form) is known, refunded
 * and shipped orders, a shipped order marked points-awarded whose points never came, and a
 * daily_sales table that does not match the orders (2024-03-05 matches; 03-06 and 03-07 do not).
 */
export async function messyCatalogueExport(): Promise<LegacyExport> {
  const bigPng = await noisyPng(1000);
  return {
    categories: [
      { id: 'k-rice', name: 'Rice', description: 'Kerala rice', created_at: '2024-01-01', updated_at: null },
      { id: 'k-general', name: 'general', description: '', created_at: null, updated_at: null },
    ],
    products: [
      product('p-rice', { name: 'Matta Rice', image: dataUrl(bigPng) }),
      product('p-minus', { stockQuantity: -3 }),
      product('p-text', { image: dataUrl(Buffer.from('not a picture at all'), 'image/jpeg') }),
      product('p-link', { image: 'https://cdn.example.com/oil.jpg', category: 'Snacks' }),
    ],
    services: [
      {
        id: 's-1',
        title: 'Home delivery',
        description: 'Within 5 km',
        price: 'Contact for quote',
        image: null,
        category: 'Delivery',
        isActive: true,
        created_at: null,
      },
    ],
    club_tiers: [
      {
        id: 't-1',
        tier_name: 'Gold',
        title: 'Gold club',
        description: '',
        price: '₹499',
        image_url: dataUrl(bigPng),
        display_order: 0,
      },
    ],
    leaderboard_config: [
      {
        id: 'l-1',
        top_count: 5,
        offer_title: 'Top five save more',
        offer_description: 'Extra off for our best',
        offer_discount_percentage: 15,
        is_active: true,
        created_at: null,
        updated_at: null,
      },
    ],
    orders: [
      order('ORD-1709612345678-AAA', {
        products: [line('p-rice', 'Matta Rice', 45.5, 2), line('p-deleted', 'Old soap', 10, 1)],
        total_amount: 101,
        amount_paid: 101,
      }),
      order('ORD-1709612345679-BBB', { status: 'refunded' }),
      order('ORD-1709612345680-CCC', {
        status: 'shipped',
        order_date: '2024-03-06T11:00:00',
        amount_paid: 81,
        points_used: 10,
      }),
      order('ORD-1709612345681-DDD', {
        customer_id: 'c-readded',
        customer_name: 'ലക്ഷ്മി',
        customer_phone: '+91 98470 12346',
        customer_code: 'A102',
        status: 'pending',
        is_points_awarded: false,
        order_date: '2024-03-06T12:00:00',
      }),
      order('ORD-1709612345682-EEE', {
        customer_id: 'c-gone',
        customer_phone: '9000000001',
        customer_name: 'Gone',
      }),
    ],
    daily_sales: [
      { id: 'd-5', sale_date: '2024-03-05', total_sales: 101, total_points: 0, total_orders: 1 },
      { id: 'd-6', sale_date: '2024-03-06', total_sales: 999.5, total_points: 12, total_orders: 4 },
      { id: 'd-7', sale_date: '2024-03-07', total_sales: 200, total_points: 0, total_orders: 2 },
    ],
  };
}
