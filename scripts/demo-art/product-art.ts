/** One illustration per demo product, on a tile coloured by the product's category. */
import type { DemoCategoryName } from '../../src/server/seed/demo-catalogue';
import { bottle, bowl, box, jar, milkPacket, pouch, sack, scaled, tub } from './packaging';
import {
  bananaBunch,
  block,
  cardamomPod,
  chillies,
  coconut,
  curryLeaves,
  drumsticks,
  eggBasket,
  eggTray,
  grain,
  halfCoconut,
  jackfruit,
  jaggeryBalls,
  peppercorn,
  pileOf,
  shallots,
  tapioca,
  tenderCoconut,
} from './produce';
import {
  achappam,
  agarbathi,
  appam,
  biscuitStack,
  chip,
  crystals,
  halwaBlock,
  handleJug,
  idiyappamNest,
  jackfruitChip,
  lemonHalf,
  pappadamStack,
  rusks,
  soapBar,
  sponge,
  squeezeBottle,
  steelTumbler,
  sugarCubes,
  teaGlass,
  upperiChunk,
} from './snacks-and-home';
import { darken, scatter, seededRandom, svgDocument, tag } from './svg-kit';

export const PRODUCT_SIZE = 480;

interface TileTheme {
  background: string;
  plate: string;
  accent: string;
}

export const categoryThemes: Record<DemoCategoryName, TileTheme> = {
  'Rice & Grains': { background: '#f5ead2', plate: '#fbf5e6', accent: '#d9a441' },
  'Spices & Masalas': { background: '#f9ddd0', plate: '#fdf0e8', accent: '#d4552f' },
  'Oils & Ghee': { background: '#fdf0bf', plate: '#fff9e0', accent: '#e0a800' },
  'Fruits & Vegetables': { background: '#dcf0d6', plate: '#f0f9ec', accent: '#4caf50' },
  'Dairy & Eggs': { background: '#dbe9f7', plate: '#eff5fc', accent: '#3b82c4' },
  'Snacks & Bakery': { background: '#f6dde6', plate: '#fcf0f4', accent: '#d0567f' },
  Beverages: { background: '#d5eeea', plate: '#ecf8f5', accent: '#2a9d8f' },
  'Household & Personal Care': { background: '#e6e1f6', plate: '#f4f1fc', accent: '#7c5cc4' },
};

/** Wraps an illustration in the category tile: background, soft plate, confetti and a ground shadow. */
export function productTile(category: DemoCategoryName, slug: string, art: string): string {
  const theme = categoryThemes[category];
  const random = seededRandom(`tile-${slug}`);
  const confetti = scatter(random, 7, { cx: 240, cy: 240, rx: 225, ry: 225 }, (x, y, angle, i) => {
    const distance = Math.hypot(x - 240, y - 250);
    if (distance < 200) return '';
    return i % 2 === 0
      ? tag('circle', { cx: x, cy: y, r: 5 + (i % 3) * 2, fill: theme.accent, 'fill-opacity': 0.28 })
      : tag('rect', {
          x: x - 6,
          y: y - 6,
          width: 12,
          height: 12,
          rx: 3,
          fill: theme.accent,
          'fill-opacity': 0.22,
          transform: `rotate(${angle} ${x} ${y})`,
        });
  });
  const body =
    tag('rect', { x: 0, y: 0, width: PRODUCT_SIZE, height: PRODUCT_SIZE, fill: theme.background }) +
    tag('circle', { cx: 240, cy: 250, r: 196, fill: theme.plate }) +
    confetti +
    tag('ellipse', {
      cx: 240,
      cy: 404,
      rx: 160,
      ry: 16,
      fill: darken(theme.background, 0.18),
      'fill-opacity': 0.35,
    }) +
    art;
  return svgDocument(PRODUCT_SIZE, PRODUCT_SIZE, body);
}

type ArtMaker = (slug: string) => string;

const spill = (slug: string, color: string): string =>
  pileOf(`${slug}-spill`, 26, { cx: 240, cy: 410, rx: 190, ry: 8 }, grain(color));

export const productArt: Record<string, ArtMaker> = {
  // Rice & Grains
  'matta-rice-5kg': (s) =>
    sack({ body: '#e3c99a', stripe: '#c0392b', label: { emblem: 'grain', emblemColor: '#a0522d' } }) +
    spill(s, '#b5654a'),
  'jaya-rice-5kg': (s) =>
    sack({
      body: '#f4f1ea',
      stripe: '#2f6fb3',
      label: { emblem: 'grain', emblemColor: '#c9a227', card: '#e8f0fa' },
    }) + spill(s, '#fffdf5'),
  'puttu-podi-1kg': (s) =>
    pouch({
      body: '#c0504d',
      content: '#d9a08f',
      label: { emblem: 'grain', emblemColor: '#c0504d' },
      seed: s,
    }),
  'appam-podi-1kg': (s) =>
    pouch({
      body: '#3c9d6b',
      content: '#f6f1e6',
      speckle: '#e0d6c2',
      label: { emblem: 'grain', emblemColor: '#3c9d6b' },
      seed: s,
      dx: -50,
      scale: 0.9,
    }) + appam(330, 378),
  'idiyappam-podi-1kg': (s) =>
    pouch({
      body: '#e0882f',
      content: '#f8f2e4',
      speckle: '#e3d6bb',
      label: { emblem: 'grain', emblemColor: '#e0882f' },
      seed: s,
      dx: -50,
      scale: 0.9,
    }) + idiyappamNest(330, 370),
  'roasted-rava-1kg': (s) =>
    pouch({
      body: '#2f80c0',
      content: '#f1dca4',
      speckle: '#d8b86a',
      label: { emblem: 'grain', emblemColor: '#d89a2b' },
      seed: s,
    }) +
    pileOf(`${s}-spill`, 40, { cx: 240, cy: 410, rx: 180, ry: 6 }, (x, y) =>
      tag('circle', { cx: x, cy: y, r: 2.5, fill: '#e0c17a' }),
    ),
  'whole-wheat-atta-5kg': () =>
    sack({
      body: '#f2c76e',
      stripe: '#8d5a2b',
      label: { emblem: 'grain', emblemColor: '#c88a2c' },
      scale: 0.95,
    }),
  'sugar-1kg': (s) =>
    pouch({
      body: '#e9eef5',
      content: '#ffffff',
      speckle: '#c9d6e6',
      label: { emblem: 'sparkle', emblemColor: '#5b8fd1' },
      seed: s,
    }) + sugarCubes(),
  'marayoor-jaggery-1kg': () => jaggeryBalls(),

  // Spices & Masalas
  'sambar-powder-200g': () =>
    jar({ lid: '#c0392b', content: '#c8642e', label: { emblem: 'chilli', emblemColor: '#c0392b' } }),
  'turmeric-powder-200g': () =>
    jar({ lid: '#2e7d32', content: '#f2b705', label: { emblem: 'leaf', emblemColor: '#2e7d32' } }),
  'idukki-cardamom-100g': (s) =>
    bowl({ color: '#b5651d', contents: pileOf(s, 38, { cx: 240, cy: 296, rx: 110, ry: 34 }, cardamomPod) }) +
    pileOf(`${s}-loose`, 5, { cx: 240, cy: 416, rx: 160, ry: 4 }, cardamomPod),
  'wayanad-black-pepper-200g': (s) =>
    bowl({ color: '#8d6e63', contents: pileOf(s, 90, { cx: 240, cy: 294, rx: 112, ry: 34 }, peppercorn) }) +
    pileOf(`${s}-loose`, 8, { cx: 240, cy: 414, rx: 170, ry: 5 }, peppercorn),
  'kashmiri-chilli-powder-250g': () =>
    jar({ lid: '#7b1f1f', content: '#b3261e', label: { emblem: 'chilli', emblemColor: '#d32f2f' } }),
  'coriander-powder-250g': () =>
    jar({ lid: '#558b2f', content: '#b89559', label: { emblem: 'leaf', emblemColor: '#558b2f' } }),
  'garam-masala-100g': (s) =>
    pouch({
      body: '#5d3a24',
      content: '#7a4b2a',
      speckle: '#3b2314',
      label: { emblem: 'flame', emblemColor: '#d9822b' },
      seed: s,
    }),
  'crystal-salt-1kg': (s) =>
    pouch({
      body: '#2f6fb3',
      content: '#ffffff',
      speckle: '#c9d6e6',
      label: { emblem: 'drop', emblemColor: '#2f6fb3' },
      seed: s,
    }) + crystals(s, '#ffffff'),

  // Oils & Ghee
  'coconut-oil-1l': () =>
    bottle({
      liquid: '#fbe8a6',
      cap: '#2e7d32',
      label: { emblem: 'coconut', emblemColor: '#8b5a2b' },
      dx: -40,
    }) + halfCoconut(346, 384, 52),
  'virgin-coconut-oil-500ml': () =>
    bottle({
      liquid: '#fdf7e1',
      cap: '#4a7c59',
      label: { emblem: 'coconut', emblemColor: '#6d4c2d', card: '#eef6ea' },
      scale: 0.82,
      dx: -50,
    }) + coconut(338, 352, 50),
  'gingelly-oil-500ml': () =>
    bottle({
      liquid: '#c8841e',
      cap: '#8b1e3f',
      label: { emblem: 'sesame', emblemColor: '#b8860b' },
      scale: 0.9,
    }),
  'sunflower-oil-1l': () =>
    bottle({ liquid: '#f7c948', cap: '#e07b00', label: { emblem: 'sunflower', emblemColor: '#f2a900' } }),
  'pure-cow-ghee-500ml': () =>
    jar({
      lid: '#b8860b',
      content: '#f3cf5e',
      label: { emblem: 'cow', emblemColor: '#c28a13', card: '#fff8e1' },
    }),

  // Fruits & Vegetables
  'nendran-banana-1kg': () => bananaBunch({ color: '#f2c230', count: 5, length: 230, thickness: 30 }),
  'palayankodan-banana-1kg': () => bananaBunch({ color: '#f6d74a', count: 7, length: 160, thickness: 24 }),
  'tapioca-1kg': () => tapioca(),
  'varikka-jackfruit': (s) => jackfruit(s),
  'fresh-coconut': () => coconut(200, 320, 86) + halfCoconut(330, 384, 62),
  'shallots-500g': (s) => shallots(s),
  'curry-leaves-bunch': () => curryLeaves(),
  'drumsticks-250g': () => drumsticks(),
  'green-chillies-250g': (s) => chillies(s),

  // Dairy & Eggs
  'milma-toned-milk-500ml': () =>
    milkPacket({ body: '#2f6fcb', band: '#1d4f9a', label: { emblem: 'cow', emblemColor: '#2f6fcb' } }),
  'milma-curd-500g': () =>
    tub({
      body: '#ffffff',
      lid: '#2f6fcb',
      label: { emblem: 'drop', emblemColor: '#2f6fcb', card: '#e6effa' },
    }),
  'milma-butter-100g': () =>
    block({ x: 130, y: 290, w: 200, h: 100, d: 44, color: '#2f6fcb' }) +
    tag('rect', { x: 150, y: 306, width: 160, height: 66, rx: 12, fill: '#ffffff' }) +
    tag('circle', { cx: 192, cy: 339, r: 20, fill: '#f7d26a' }) +
    tag('rect', { x: 222, y: 330, width: 72, height: 8, rx: 4, fill: '#2f6fcb' }) +
    tag('rect', { x: 222, y: 344, width: 46, height: 7, rx: 3.5, fill: '#2f6fcb', 'fill-opacity': 0.5 }) +
    block({ x: 250, y: 226, w: 90, h: 50, d: 30, color: '#f7d26a' }),
  'white-eggs-12': () => scaled(eggTray('#fbf7ef'), 1.3),
  'nadan-eggs-6': () => scaled(eggBasket('#e9bd8c'), 1.3),
  'fresh-paneer-200g': () =>
    scaled(
      tag('rect', { x: 100, y: 370, width: 280, height: 30, rx: 12, fill: '#c4a27a' }) +
        block({ x: 140, y: 290, w: 120, h: 80, d: 50, color: '#fbf6e9' }) +
        block({ x: 290, y: 330, w: 44, h: 40, d: 22, color: '#fbf6e9' }) +
        block({ x: 300, y: 290, w: 40, h: 36, d: 20, color: '#f3ecda' }),
      1.3,
      -10,
    ),

  // Snacks & Bakery
  'banana-chips-250g': (s) =>
    pouch({
      body: '#f2b81d',
      content: '#f8dc6a',
      speckle: '#d9a520',
      label: { emblem: 'banana', emblemColor: '#e0a000' },
      seed: s,
      dx: -40,
      scale: 0.92,
    }) + pileOf(`${s}-chips`, 9, { cx: 350, cy: 384, rx: 44, ry: 14 }, chip('#f8dc6a', '#d9a520')),
  'jackfruit-chips-200g': (s) =>
    pouch({
      body: '#2e8b57',
      content: '#f2b534',
      speckle: '#d48f16',
      label: { emblem: 'leaf', emblemColor: '#2e8b57' },
      seed: s,
      dx: -40,
      scale: 0.92,
    }) + pileOf(`${s}-chips`, 8, { cx: 350, cy: 384, rx: 44, ry: 14 }, jackfruitChip),
  'kerala-pappadam-200g': () => pappadamStack(),
  'cake-rusk-300g': () =>
    box({
      color: '#c0392b',
      label: { emblem: 'sparkle', emblemColor: '#e2a859' },
      x: 110,
      w: 110,
      h: 200,
      depth: 36,
    }) + rusks(),
  'kozhikode-halwa-400g': () => halwaBlock(),
  'tea-time-biscuits-300g': () => biscuitStack(),
  'achappam-200g': () =>
    achappam(170, 340, 62, '#e8b15a') + achappam(300, 350, 58, '#dfa648') + achappam(238, 250, 66, '#efbe6a'),
  'sharkara-upperi-250g': (s) =>
    bowl({ color: '#6d8f3a', contents: pileOf(s, 30, { cx: 240, cy: 294, rx: 108, ry: 32 }, upperiChunk) }),

  // Beverages
  'malabar-tea-dust-500g': () =>
    box({ color: '#1f7a4d', label: { emblem: 'leaf', emblemColor: '#1f7a4d' }, x: 120, w: 130, h: 240 }) +
    teaGlass(330, '#b5652b'),
  'filter-coffee-powder-250g': (s) =>
    pouch({
      body: '#6b3e26',
      content: '#4a2a17',
      speckle: '#2e190c',
      label: { emblem: 'bean', emblemColor: '#6b3e26' },
      seed: s,
      dx: -60,
      scale: 0.9,
    }) + steelTumbler(340),
  'chukku-kaapi-mix-200g': (s) =>
    pouch({
      body: '#b5541c',
      content: '#8a5a35',
      speckle: '#5a3a1f',
      label: { emblem: 'ginger', emblemColor: '#c48a3a' },
      seed: s,
      dx: -50,
      scale: 0.9,
    }) + teaGlass(340, '#6b3e26'),
  'nannari-sarbath-750ml': () =>
    bottle({
      liquid: '#8e1b3a',
      cap: '#2e7d32',
      label: { emblem: 'leaf', emblemColor: '#2e7d32' },
      level: 160,
      dx: -40,
    }) +
    teaGlass(340, '#d8436a') +
    lemonHalf(392, 382, 22),
  'tender-coconut-water-200ml': () => tenderCoconut(),

  // Household & Personal Care
  'sandal-bath-soap-125g': (s) => soapBar('#e3b778', s),
  'neem-bath-soap-100g': (s) => soapBar('#7cb36b', s),
  'detergent-powder-1kg': (s) =>
    pouch({
      body: '#1e63c6',
      content: '#eaf2ff',
      speckle: '#5b9cf0',
      label: { emblem: 'bubbles', emblemColor: '#1e63c6' },
      seed: s,
    }),
  'dishwash-bar-500g': () =>
    tub({
      body: '#3aa35b',
      lid: '#f4c430',
      label: { emblem: 'lemon', emblemColor: '#e6b800' },
      dx: -40,
      scale: 0.92,
    }) + sponge(290, 336),
  'dishwash-liquid-500ml': () =>
    squeezeBottle({ body: '#43a047', cap: '#f4c430', accent: '#f4c430', dx: -40 }) + lemonHalf(338, 374, 30),
  'sandal-agarbathi-pack': () => agarbathi(),
  'floor-cleaner-1l': () => handleJug({ body: '#8e6cc9', cap: '#5b3f99', flower: '#ffffff' }),
};

export function productSvg(category: DemoCategoryName, slug: string): string {
  const maker = productArt[slug];
  if (!maker) throw new Error(`No illustration for product "${slug}"`);
  return productTile(category, slug, maker(slug));
}
