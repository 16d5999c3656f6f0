/**
 * Demo catalogue for a neighbourhood supermarket in Kerala.
 *
 * Pure data: no imports. Money is integer paise (₹120.00 = 12000).
 * Rules (checked by scripts/make-demo-images.ts):
 * - pricePaise (the store's company price) < mrpPaise, with MRP − price between 3% and 12% of MRP;
 * - dummyPricePaise, when present, is above mrpPaise;
 * - every product slug has an image at assets/demo/products/<slug>.webp;
 * - stock levels cover every badge: 0, exactly 1, 2–5, 6–10 and above 10.
 */

export type DemoCategoryName =
  | 'Rice & Grains'
  | 'Spices & Masalas'
  | 'Oils & Ghee'
  | 'Fruits & Vegetables'
  | 'Dairy & Eggs'
  | 'Snacks & Bakery'
  | 'Beverages'
  | 'Household & Personal Care';

export interface DemoCategory {
  name: DemoCategoryName;
  description: string;
}

export interface DemoProduct {
  slug: string;
  name: string;
  category: DemoCategoryName;
  description: string;
  mrpPaise: number;
  pricePaise: number;
  dummyPricePaise?: number;
  /** In pieces, or in kg for a loose product. */
  stockQuantity: number;
  /** Pack barcodes (valid EAN-13s), so the counter scans them on a fresh shop (docs/decisions/087). */
  barcodes?: readonly string[];
  /** Sold loose by the kg, weighed at the counter: the scale's item code for its labels. */
  loose?: { unit: 'kg'; scaleItemCode: string };
}

export interface DemoService {
  slug: string;
  title: string;
  description: string;
  priceText: string;
  category: string;
  isActive: boolean;
}

export type DemoTierName = 'Bronze' | 'Silver' | 'Gold' | 'Diamond';

export interface DemoClubTier {
  tier: DemoTierName;
  title: string;
  description: string;
  priceText: string;
  imageSlug: 'bronze' | 'silver' | 'gold' | 'diamond';
}

export interface DemoAddress {
  address: string;
  pincode: string;
}

export const demoCategories: readonly DemoCategory[] = [
  {
    name: 'Rice & Grains',
    description: 'Matta and Jaya rice, puttu and appam podi, atta, rava, sugar and jaggery.',
  },
  {
    name: 'Spices & Masalas',
    description: 'Idukki cardamom, Wayanad pepper and freshly ground masala powders.',
  },
  {
    name: 'Oils & Ghee',
    description: 'Kerala coconut oil, gingelly oil and pure cow ghee for everyday cooking.',
  },
  {
    name: 'Fruits & Vegetables',
    description: 'Nendran bananas, kappa, jackfruit, coconuts and fresh curry leaves.',
  },
  {
    name: 'Dairy & Eggs',
    description: 'Milma milk and curd, butter, paneer and farm-fresh eggs, delivered chilled.',
  },
  { name: 'Snacks & Bakery', description: 'Banana chips, pappadam, halwa, rusk and tea-time favourites.' },
  { name: 'Beverages', description: 'Malabar tea, filter coffee, chukku kaapi and cooling sarbath.' },
  {
    name: 'Household & Personal Care',
    description: 'Soaps, detergents, dishwash, floor cleaners and agarbathi.',
  },
];

export const demoProducts: readonly DemoProduct[] = [
  // Rice & Grains
  {
    slug: 'matta-rice-5kg',
    name: 'Kerala Matta Rice 5 kg',
    category: 'Rice & Grains',
    description: 'Parboiled red rose matta rice from Palakkad, perfect with sambar and fish curry.',
    mrpPaise: 34500,
    pricePaise: 32000,
    dummyPricePaise: 38000,
    stockQuantity: 48,
    barcodes: ['8901000000019'],
  },
  {
    slug: 'jaya-rice-5kg',
    name: 'Jaya Rice 5 kg',
    category: 'Rice & Grains',
    description: 'Soft white Jaya rice that cooks quickly for everyday lunch.',
    mrpPaise: 29000,
    pricePaise: 27200,
    stockQuantity: 35,
  },
  {
    slug: 'puttu-podi-1kg',
    name: 'Red Rice Puttu Podi 1 kg',
    category: 'Rice & Grains',
    description: 'Steamed and roasted red rice flour for soft, fluffy puttu every morning.',
    mrpPaise: 9000,
    pricePaise: 8200,
    dummyPricePaise: 9900,
    stockQuantity: 22,
  },
  {
    slug: 'appam-podi-1kg',
    name: 'Appam Podi 1 kg',
    category: 'Rice & Grains',
    description: 'Fine rice flour for lacy palappam with crisp edges and a soft centre.',
    mrpPaise: 8500,
    pricePaise: 7800,
    stockQuantity: 18,
  },
  {
    slug: 'idiyappam-podi-1kg',
    name: 'Idiyappam Podi 1 kg',
    category: 'Rice & Grains',
    description: 'Smooth roasted rice flour that presses easily into delicate idiyappam.',
    mrpPaise: 8800,
    pricePaise: 8100,
    stockQuantity: 0,
  },
  {
    slug: 'roasted-rava-1kg',
    name: 'Roasted Bombay Rava 1 kg',
    category: 'Rice & Grains',
    description: 'Ready-roasted semolina for upma and kesari in minutes.',
    mrpPaise: 7000,
    pricePaise: 6450,
    stockQuantity: 14,
  },
  {
    slug: 'whole-wheat-atta-5kg',
    name: 'Whole Wheat Atta 5 kg',
    category: 'Rice & Grains',
    description: 'Stone-ground whole wheat flour for soft chapatis and porotta.',
    mrpPaise: 29500,
    pricePaise: 27600,
    dummyPricePaise: 32000,
    stockQuantity: 4,
  },
  {
    slug: 'sugar-1kg',
    name: 'Sugar 1 kg',
    category: 'Rice & Grains',
    description: 'Clean, fine-grain white sugar for tea, payasam and baking.',
    mrpPaise: 5000,
    pricePaise: 4800,
    stockQuantity: 75,
    barcodes: ['8901000000026'],
  },
  {
    slug: 'marayoor-jaggery-1kg',
    name: 'Marayoor Jaggery 1 kg',
    category: 'Rice & Grains',
    description: 'Dark, hand-made sharkara balls from the hills of Marayoor, ideal for payasam.',
    mrpPaise: 12000,
    pricePaise: 10800,
    dummyPricePaise: 13500,
    stockQuantity: 9,
  },

  // Spices & Masalas
  {
    slug: 'sambar-powder-200g',
    name: 'Sambar Powder 200 g',
    category: 'Spices & Masalas',
    description: 'A fragrant Kerala-style blend of roasted chilli, coriander and fenugreek.',
    mrpPaise: 7500,
    pricePaise: 6800,
    stockQuantity: 26,
  },
  {
    slug: 'turmeric-powder-200g',
    name: 'Turmeric Powder 200 g',
    category: 'Spices & Masalas',
    description: 'Bright, earthy turmeric from Alleppey, ground without additives.',
    mrpPaise: 5600,
    pricePaise: 5100,
    stockQuantity: 31,
  },
  {
    slug: 'idukki-cardamom-100g',
    name: 'Idukki Green Cardamom 100 g',
    category: 'Spices & Masalas',
    description: 'Bold green pods from Idukki estates for chai, biryani and payasam.',
    mrpPaise: 32000,
    pricePaise: 29000,
    dummyPricePaise: 36000,
    stockQuantity: 1,
  },
  {
    slug: 'wayanad-black-pepper-200g',
    name: 'Wayanad Black Pepper 200 g',
    category: 'Spices & Masalas',
    description: 'Sun-dried whole pepper with the sharp aroma Malabar is famous for.',
    mrpPaise: 18000,
    pricePaise: 16400,
    dummyPricePaise: 20000,
    stockQuantity: 12,
  },
  {
    slug: 'kashmiri-chilli-powder-250g',
    name: 'Kashmiri Chilli Powder 250 g',
    category: 'Spices & Masalas',
    description: 'Mild heat and a deep red colour for fish curry and chicken roast.',
    mrpPaise: 11000,
    pricePaise: 10000,
    stockQuantity: 7,
  },
  {
    slug: 'coriander-powder-250g',
    name: 'Coriander Powder 250 g',
    category: 'Spices & Masalas',
    description: 'Freshly ground coriander seed for curries, theeyal and thoran.',
    mrpPaise: 6000,
    pricePaise: 5500,
    stockQuantity: 20,
  },
  {
    slug: 'garam-masala-100g',
    name: 'Garam Masala 100 g',
    category: 'Spices & Masalas',
    description: 'A warm mix of clove, cinnamon and cardamom for Malabar biryani.',
    mrpPaise: 6500,
    pricePaise: 5850,
    stockQuantity: 0,
  },
  {
    slug: 'crystal-salt-1kg',
    name: 'Iodised Crystal Salt 1 kg',
    category: 'Spices & Masalas',
    description: 'Coarse iodised salt for pickles, brines and everyday cooking.',
    mrpPaise: 2800,
    pricePaise: 2650,
    stockQuantity: 90,
  },

  // Oils & Ghee
  {
    slug: 'coconut-oil-1l',
    name: 'Kerala Coconut Oil 1 L',
    category: 'Oils & Ghee',
    description: 'Pure chakku-pressed coconut oil with the real nadan aroma.',
    mrpPaise: 26000,
    pricePaise: 24400,
    dummyPricePaise: 29000,
    stockQuantity: 40,
    barcodes: ['8901000000033'],
  },
  {
    slug: 'virgin-coconut-oil-500ml',
    name: 'Virgin Coconut Oil 500 ml',
    category: 'Oils & Ghee',
    description: 'Cold-pressed from fresh coconut milk, lovely for cooking and hair care.',
    mrpPaise: 36000,
    pricePaise: 32500,
    dummyPricePaise: 42000,
    stockQuantity: 6,
  },
  {
    slug: 'gingelly-oil-500ml',
    name: 'Gingelly Oil 500 ml',
    category: 'Oils & Ghee',
    description: 'Traditional sesame oil for pickles, podi and oil baths.',
    mrpPaise: 21000,
    pricePaise: 19300,
    stockQuantity: 11,
  },
  {
    slug: 'sunflower-oil-1l',
    name: 'Sunflower Oil 1 L',
    category: 'Oils & Ghee',
    description: 'Light refined sunflower oil for frying and everyday cooking.',
    mrpPaise: 17500,
    pricePaise: 16600,
    stockQuantity: 27,
  },
  {
    slug: 'pure-cow-ghee-500ml',
    name: 'Pure Cow Ghee 500 ml',
    category: 'Oils & Ghee',
    description: 'Rich, granular ghee for ney payasam, ghee rice and hot dosas.',
    mrpPaise: 38000,
    pricePaise: 35500,
    dummyPricePaise: 42500,
    stockQuantity: 2,
  },

  // Fruits & Vegetables
  {
    slug: 'nendran-banana-1kg',
    name: 'Nendran Bananas 1 kg',
    category: 'Fruits & Vegetables',
    description: 'Ripe Nendran bananas for pazham pori, steaming or a quick snack.',
    mrpPaise: 7000,
    pricePaise: 6300,
    stockQuantity: 35,
  },
  {
    slug: 'palayankodan-banana-1kg',
    name: 'Palayankodan Bananas 1 kg',
    category: 'Fruits & Vegetables',
    description: 'Small, sweet and tangy bananas that every Kerala kitchen keeps handy.',
    mrpPaise: 5000,
    pricePaise: 4500,
    stockQuantity: 5,
  },
  {
    slug: 'tapioca-1kg',
    name: 'Tapioca (Kappa), loose per kg',
    category: 'Fruits & Vegetables',
    description: 'Fresh kappa, ready to boil and mash with a spicy meen curry.',
    mrpPaise: 4500,
    pricePaise: 4000,
    stockQuantity: 28,
    loose: { unit: 'kg', scaleItemCode: '00101' },
  },
  {
    slug: 'varikka-jackfruit',
    name: 'Varikka Jackfruit (approx. 3 kg)',
    category: 'Fruits & Vegetables',
    description: 'Firm, honey-sweet varikka chakka picked from a home garden near Kottayam.',
    mrpPaise: 15000,
    pricePaise: 13500,
    dummyPricePaise: 18000,
    stockQuantity: 1,
  },
  {
    slug: 'fresh-coconut',
    name: 'Fresh Coconut (large, 1 pc)',
    category: 'Fruits & Vegetables',
    description: 'A heavy, water-filled coconut for chutney, avial and fresh coconut milk.',
    mrpPaise: 4500,
    pricePaise: 4100,
    stockQuantity: 60,
  },
  {
    slug: 'shallots-500g',
    name: 'Shallots (Cheriya Ulli) 500 g',
    category: 'Fruits & Vegetables',
    description: 'Small red onions that give theeyal and sambar their sweetness.',
    mrpPaise: 6000,
    pricePaise: 5400,
    stockQuantity: 0,
  },
  {
    slug: 'curry-leaves-bunch',
    name: 'Curry Leaves (1 bunch)',
    category: 'Fruits & Vegetables',
    description: 'A fragrant bunch of fresh curry leaves for the perfect tempering.',
    mrpPaise: 1000,
    pricePaise: 900,
    stockQuantity: 45,
  },
  {
    slug: 'drumsticks-250g',
    name: 'Drumsticks (Muringakka) 250 g',
    category: 'Fruits & Vegetables',
    description: 'Tender drumsticks for sambar, avial and muringakka curry.',
    mrpPaise: 3000,
    pricePaise: 2700,
    stockQuantity: 8,
  },
  {
    slug: 'green-chillies-250g',
    name: 'Green Chillies 250 g',
    category: 'Fruits & Vegetables',
    description: 'Crisp, hot green chillies for stew, thoran and chammanthi.',
    mrpPaise: 2500,
    pricePaise: 2250,
    stockQuantity: 13,
  },

  // Dairy & Eggs
  {
    slug: 'milma-toned-milk-500ml',
    name: 'Milma Toned Milk 500 ml',
    category: 'Dairy & Eggs',
    description: 'Fresh toned milk from the Kerala dairy co-operative, delivered chilled.',
    mrpPaise: 2600,
    pricePaise: 2500,
    stockQuantity: 80,
  },
  {
    slug: 'milma-curd-500g',
    name: 'Milma Curd 500 g',
    category: 'Dairy & Eggs',
    description: 'Thick, mildly sour curd for moru curry, pulissery and sambharam.',
    mrpPaise: 3500,
    pricePaise: 3300,
    stockQuantity: 24,
  },
  {
    slug: 'milma-butter-100g',
    name: 'Milma Butter 100 g',
    category: 'Dairy & Eggs',
    description: 'Creamy salted butter for toast, cakes and evening snacks.',
    mrpPaise: 6200,
    pricePaise: 5850,
    stockQuantity: 3,
  },
  {
    slug: 'white-eggs-12',
    name: 'Farm Fresh White Eggs (12)',
    category: 'Dairy & Eggs',
    description: 'A dozen clean, fresh eggs for mutta roast and breakfast omelettes.',
    mrpPaise: 9000,
    pricePaise: 8300,
    dummyPricePaise: 9600,
    stockQuantity: 16,
  },
  {
    slug: 'nadan-eggs-6',
    name: 'Nadan Country Eggs (6)',
    category: 'Dairy & Eggs',
    description: 'Brown country eggs from free-range hens in nearby homesteads.',
    mrpPaise: 7200,
    pricePaise: 6500,
    stockQuantity: 0,
  },
  {
    slug: 'fresh-paneer-200g',
    name: 'Fresh Paneer 200 g',
    category: 'Dairy & Eggs',
    description: 'Soft, fresh paneer that stays tender in curries and tikkas.',
    mrpPaise: 9500,
    pricePaise: 8700,
    dummyPricePaise: 11000,
    stockQuantity: 10,
  },

  // Snacks & Bakery
  {
    slug: 'banana-chips-250g',
    name: 'Nendran Banana Chips 250 g',
    category: 'Snacks & Bakery',
    description: 'Thin, crunchy chips fried in pure coconut oil, just like at a Kerala bakery.',
    mrpPaise: 12000,
    pricePaise: 10800,
    dummyPricePaise: 14000,
    stockQuantity: 33,
  },
  {
    slug: 'jackfruit-chips-200g',
    name: 'Jackfruit Chips 200 g',
    category: 'Snacks & Bakery',
    description: 'Golden chakka varuthathu with a gentle sweetness and a satisfying crunch.',
    mrpPaise: 14000,
    pricePaise: 12500,
    dummyPricePaise: 16000,
    stockQuantity: 9,
  },
  {
    slug: 'kerala-pappadam-200g',
    name: 'Kerala Pappadam 200 g',
    category: 'Snacks & Bakery',
    description: 'Thin urad-dal pappadam that puffs up beautifully for a sadya.',
    mrpPaise: 4000,
    pricePaise: 3600,
    stockQuantity: 38,
  },
  {
    slug: 'cake-rusk-300g',
    name: 'Cake Rusk 300 g',
    category: 'Snacks & Bakery',
    description: 'Twice-baked, buttery cake rusk made for dipping in evening chai.',
    mrpPaise: 8000,
    pricePaise: 7300,
    stockQuantity: 21,
  },
  {
    slug: 'kozhikode-halwa-400g',
    name: 'Kozhikode Halwa 400 g',
    category: 'Snacks & Bakery',
    description: 'Glossy, chewy halwa studded with cashews, straight from a Kozhikode sweet street.',
    mrpPaise: 18000,
    pricePaise: 16000,
    dummyPricePaise: 21000,
    stockQuantity: 2,
  },
  {
    slug: 'tea-time-biscuits-300g',
    name: 'Tea Time Milk Biscuits 300 g',
    category: 'Snacks & Bakery',
    description: 'Light, milky biscuits that every family reaches for at four o’clock.',
    mrpPaise: 4000,
    pricePaise: 3700,
    stockQuantity: 52,
    barcodes: ['8901000000040'],
  },
  {
    slug: 'achappam-200g',
    name: 'Achappam (Rose Cookies) 200 g',
    category: 'Snacks & Bakery',
    description: 'Crisp, flower-shaped achappam made with rice flour and coconut milk.',
    mrpPaise: 9000,
    pricePaise: 8000,
    stockQuantity: 6,
  },
  {
    slug: 'sharkara-upperi-250g',
    name: 'Sharkara Upperi 250 g',
    category: 'Snacks & Bakery',
    description: 'Thick banana chunks coated in jaggery and dry ginger, a must for Onam sadya.',
    mrpPaise: 12500,
    pricePaise: 11200,
    stockQuantity: 1,
  },

  // Beverages
  {
    slug: 'malabar-tea-dust-500g',
    name: 'Malabar Tea Dust 500 g',
    category: 'Beverages',
    description: 'Strong, malty tea dust from the high ranges for a proper chaya.',
    mrpPaise: 26000,
    pricePaise: 24000,
    dummyPricePaise: 29000,
    stockQuantity: 25,
  },
  {
    slug: 'filter-coffee-powder-250g',
    name: 'Filter Coffee Powder 250 g',
    category: 'Beverages',
    description: 'Freshly roasted coffee with a touch of chicory for a thick, aromatic decoction.',
    mrpPaise: 15000,
    pricePaise: 13700,
    stockQuantity: 17,
  },
  {
    slug: 'chukku-kaapi-mix-200g',
    name: 'Chukku Kaapi Mix 200 g',
    category: 'Beverages',
    description: 'Dry ginger, pepper and jaggery coffee mix, soothing on rainy monsoon evenings.',
    mrpPaise: 9500,
    pricePaise: 8500,
    stockQuantity: 4,
  },
  {
    slug: 'nannari-sarbath-750ml',
    name: 'Nannari Sarbath Syrup 750 ml',
    category: 'Beverages',
    description: 'Cooling sarsaparilla syrup for lime sarbath on a hot afternoon.',
    mrpPaise: 16000,
    pricePaise: 14500,
    stockQuantity: 0,
  },
  {
    slug: 'tender-coconut-water-200ml',
    name: 'Tender Coconut Water 200 ml',
    category: 'Beverages',
    description: 'Naturally sweet, chilled karikku water with nothing added.',
    mrpPaise: 4000,
    pricePaise: 3650,
    stockQuantity: 30,
  },

  // Household & Personal Care
  {
    slug: 'sandal-bath-soap-125g',
    name: 'Sandal Bath Soap 125 g',
    category: 'Household & Personal Care',
    description: 'A classic sandalwood soap with a gentle, long-lasting fragrance.',
    mrpPaise: 7000,
    pricePaise: 6400,
    dummyPricePaise: 7900,
    stockQuantity: 44,
    barcodes: ['8901000000057'],
  },
  {
    slug: 'neem-bath-soap-100g',
    name: 'Neem & Tulsi Bath Soap 100 g',
    category: 'Household & Personal Care',
    description: 'Herbal neem and tulsi soap that keeps skin fresh in humid weather.',
    mrpPaise: 4500,
    pricePaise: 4100,
    stockQuantity: 19,
  },
  {
    slug: 'detergent-powder-1kg',
    name: 'Detergent Powder 1 kg',
    category: 'Household & Personal Care',
    description: 'Low-foam detergent that works in buckets and washing machines alike.',
    mrpPaise: 13000,
    pricePaise: 12000,
    dummyPricePaise: 14500,
    stockQuantity: 15,
  },
  {
    slug: 'dishwash-bar-500g',
    name: 'Lemon Dishwash Bar 500 g',
    category: 'Household & Personal Care',
    description: 'A lemon-fresh bar that cuts through coconut-oil grease on uruli and cheenachatti.',
    mrpPaise: 5500,
    pricePaise: 5050,
    stockQuantity: 8,
  },
  {
    slug: 'dishwash-liquid-500ml',
    name: 'Dishwash Liquid 500 ml',
    category: 'Household & Personal Care',
    description: 'Concentrated dishwash gel; a few drops clean a whole sink of vessels.',
    mrpPaise: 11000,
    pricePaise: 10000,
    stockQuantity: 5,
  },
  {
    slug: 'sandal-agarbathi-pack',
    name: 'Sandal Agarbathi (100 sticks)',
    category: 'Household & Personal Care',
    description: 'Slow-burning sandalwood incense sticks for the evening lamp.',
    mrpPaise: 6000,
    pricePaise: 5300,
    stockQuantity: 23,
  },
  {
    slug: 'floor-cleaner-1l',
    name: 'Jasmine Floor Cleaner 1 L',
    category: 'Household & Personal Care',
    description: 'Disinfecting floor cleaner with a soft mullappoo fragrance.',
    mrpPaise: 19000,
    pricePaise: 17400,
    dummyPricePaise: 21500,
    stockQuantity: 0,
  },
];

export const demoServices: readonly DemoService[] = [
  {
    slug: 'home-delivery',
    title: 'Home Delivery within 5 km',
    description: 'Same-day doorstep delivery to homes within 5 km of the shop for orders placed before 5 PM.',
    priceText: 'Free',
    category: 'Delivery',
    isActive: true,
  },
  {
    slug: 'function-bulk-orders',
    title: 'Bulk Orders for Weddings & Functions',
    description:
      'Rice, oil, vegetables and sadya essentials in bulk for weddings, housewarmings and baptisms.',
    priceText: 'Contact for quote',
    category: 'Bulk Orders',
    isActive: true,
  },
  {
    slug: 'fresh-fish-preorder',
    title: 'Fresh Fish Pre-order',
    description: 'Order sardine, mackerel and pearl spot by 8 AM and get them cleaned and cut by noon.',
    priceText: 'Market price + ₹49 per delivery',
    category: 'Fresh Fish',
    isActive: false,
  },
  {
    slug: 'festival-gift-hampers',
    title: 'Onam & Vishu Gift Hampers',
    description:
      'Festive baskets with banana chips, sharkara upperi, payasam kit and more, packed with care.',
    priceText: 'From ₹999',
    category: 'Gifting',
    isActive: true,
  },
  {
    slug: 'catering-supplies',
    title: 'Catering Supplies',
    description:
      'Banana leaves, disposable plates, large-pack spices and oils for caterers and temple feasts.',
    priceText: 'Contact for quote',
    category: 'Bulk Orders',
    isActive: true,
  },
];

export const demoClubTiers: readonly DemoClubTier[] = [
  {
    tier: 'Bronze',
    title: 'Bronze Club: welcome aboard',
    description:
      'Every new member starts here: 2% off MRP on every product and points on every delivered order.',
    priceText: 'Free to join',
    imageSlug: 'bronze',
  },
  {
    tier: 'Bronze',
    title: 'Invite your neighbours',
    description:
      'Share your referral code and earn reward points whenever the people you invite shop with us.',
    priceText: 'Free',
    imageSlug: 'bronze',
  },
  {
    tier: 'Silver',
    title: 'Silver Club: 3% off every day',
    description: 'Reach ₹10,000 of lifetime shopping for 3% off MRP and early access to festival offers.',
    priceText: 'Lifetime spend ₹10,000',
    imageSlug: 'silver',
  },
  {
    tier: 'Silver',
    title: 'First look at festival offers',
    description:
      'See our Onam and Vishu offers a day before everyone else and reserve your festival kits early.',
    priceText: 'Included',
    imageSlug: 'silver',
  },
  {
    tier: 'Gold',
    title: 'Gold Club: 4% off and priority delivery',
    description: 'Gold members get 4% off MRP and their orders packed first during Onam and Vishu rush.',
    priceText: 'Lifetime spend ₹50,000',
    imageSlug: 'gold',
  },
  {
    tier: 'Gold',
    title: 'Gold festival hamper',
    description: 'A complimentary payasam kit with your first Onam order every year.',
    priceText: 'Included',
    imageSlug: 'gold',
  },
  {
    tier: 'Diamond',
    title: 'Diamond Club: our best price',
    description:
      'The top tier: 5% off MRP on everything, free delivery on every order and a personal shopper on call.',
    priceText: 'Lifetime spend ₹1,50,000',
    imageSlug: 'diamond',
  },
  {
    tier: 'Diamond',
    title: 'Your own shopper',
    description:
      'Send your list on WhatsApp; we pick the freshest produce, pack it and tell you when it is on its way.',
    priceText: 'Included',
    imageSlug: 'diamond',
  },
];

export const demoCustomerNames: readonly string[] = [
  'Anjali Nair',
  'Joseph Kurian',
  'Fathima Rahman',
  'Arjun Menon',
  'Mariamma Thomas',
  'Muhammed Shafeeq',
  'Lakshmi Pillai',
  'Abraham Varghese',
  'Ayisha Beevi',
  'Vishnu Namboothiri',
  'Treesa George',
  'Abdul Salam',
  'Sreelakshmi Warrier',
  'Jibin Mathew',
  'Nasreen Hameed',
  'Gokul Krishnan',
  'Annamma Chacko',
  'Faisal Koya',
  'Devika Unnikrishnan',
  'Sebastian Joseph',
  'Shabna Ashraf',
  'Rahul Panicker',
  'Rincy Philip',
  'Anwar Sadath',
  'Meera Kartha',
  'Tomy Antony',
  'Sumayya Basheer',
  'Harikrishnan Kurup',
  'Neethu Jose',
  'Riyas Moideen',
  'Parvathy Sasidharan',
  'Benny Kuriakose',
  'Hiba Nazar',
  'Ajith Kumar',
  'Sinimol Baby',
  'Suhail Abdulla',
];

export const demoAddresses: readonly DemoAddress[] = [
  { address: 'TC 12/345, Pattom, Thiruvananthapuram', pincode: '695004' },
  { address: 'Revathy, Kowdiar Gardens, Kowdiar, Thiruvananthapuram', pincode: '695003' },
  { address: 'Kadappakada Junction, House No. 14, Kollam', pincode: '691008' },
  { address: 'Kunnathu House, Mullakkal, Alappuzha', pincode: '688011' },
  { address: 'Puthenpurackal, Nagampadam, Kottayam', pincode: '686001' },
  { address: 'Flat 4B, Skyline Apartments, Kaloor, Kochi', pincode: '682017' },
  { address: '38/1120, Edappally North, Kochi', pincode: '682024' },
  { address: 'Thekkinkadu Lane, Round East, Thrissur', pincode: '680001' },
  { address: 'Olavakkode Colony Road, House 22, Palakkad', pincode: '678002' },
  { address: 'Valiyaparambil, Down Hill, Malappuram', pincode: '676505' },
  { address: 'Noor Manzil, Mavoor Road, Kozhikode', pincode: '673004' },
  { address: 'Emerald Villa, Kalpetta North, Wayanad', pincode: '673121' },
  { address: 'Kottaram Road, Thalap, Kannur', pincode: '670002' },
  { address: 'Mangattu House, Vengalloor, Thodupuzha', pincode: '685608' },
];
