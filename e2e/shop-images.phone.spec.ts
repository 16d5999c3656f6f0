import sharp from 'sharp';
import { expect, test } from './admin-session';
import { searchShop, shopCard, shopProducts, uniqueStamp } from './support';

// A cheap phone: 360 CSS px wide at 2 device pixels per CSS pixel, so a card is about 170 px wide
// (its own size, so it runs once, in the phone project).
test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test('a phone downloads the 400 px copy of an uploaded product picture, lazily and at a set size', async ({
  page,
  asAdmin,
}) => {
  await asAdmin();
  const jpeg = await sharp({
    create: { width: 1600, height: 1600, channels: 3, background: { r: 46, g: 139, b: 87 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post('/api/admin/uploads?kind=product', {
    multipart: { file: { name: 'rice.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const name = `Picture Test ${uniqueStamp()}`;
  const created = await page.request.post('/api/admin/products', {
    data: {
      name,
      description: 'A product with an uploaded picture.',
      category: 'Rice & Grains',
      mrpPaise: 10_000,
      pricePaise: 9_000,
      stockQuantity: 5,
      imageUrl: url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().clearCookies();

  const pictures: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/uploads/images/')) pictures.push(path);
  });
  await page.goto('/shop');
  // Demo pictures have no small copy: plain src, no srcset (the 24th newest product is a demo one).
  const demo = shopProducts(page).getByRole('listitem').last().locator('img');
  await expect(demo).toHaveAttribute('src', /^\/uploads\/demo\//);
  await expect(demo).not.toHaveAttribute('srcset');

  await searchShop(page, name);
  const picture = shopCard(page, name).locator('img');
  await expect(picture).toHaveAttribute('loading', /lazy|eager/);
  await expect(picture).toHaveAttribute('decoding', 'async');
  await expect(picture).toHaveAttribute('width', '320');
  await expect(picture).toHaveAttribute('height', '320');
  await expect(picture).toHaveAttribute('sizes', /48vw/);
  const small = url.replace(/\.webp$/, '-400w.webp');
  // Loaded (a failed picture has no natural width) and chosen from the srcset: the small copy.
  await expect
    .poll(() =>
      picture.evaluate((image: HTMLImageElement) =>
        image.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : null,
      ),
    )
    .toBe(small);
  expect(pictures).toContain(small);
  expect(pictures).not.toContain(url);
});

test('cards below the first screen load their pictures only when scrolled near', async ({ page }) => {
  await page.goto('/shop');
  const cards = shopProducts(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().locator('img')).toHaveAttribute('loading', 'eager');
  await expect(cards.last().locator('img')).toHaveAttribute('loading', 'lazy');
});
