/**
 * Draws the demo catalogue's illustrations as SVG and renders them to WebP with sharp.
 *
 *   node --import tsx scripts/make-demo-images.ts            # render everything, then check the catalogue
 *   node --import tsx scripts/make-demo-images.ts --png DIR  # also write PNG copies for eyeballing
 *
 * Deterministic: the same catalogue always produces byte-identical SVG input. No text or fonts are used.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoClubTiers, demoProducts, demoServices } from '../src/server/seed/demo-catalogue';
import { checkCatalogue, countBy, stockBand } from './demo-art/check-catalogue';
import { productSvg } from './demo-art/product-art';
import { clubSvg, type ClubTierSlug } from './demo-art/club-art';
import { serviceArt } from './demo-art/service-art';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'assets', 'demo');
const PRODUCT_QUALITY = 78;
const BANNER_QUALITY = 80;
const PRODUCT_BUDGET_BYTES = 25 * 1024;

interface RenderJob {
  file: string;
  svg: string;
  quality: number;
}

async function render(job: RenderJob, pngDir: string | undefined): Promise<number> {
  mkdirSync(dirname(job.file), { recursive: true });
  const input = Buffer.from(job.svg);
  const webp = await sharp(input).webp({ quality: job.quality, effort: 6, smartSubsample: true }).toBuffer();
  writeFileSync(job.file, webp);
  if (pngDir) {
    const name = job.file
      .slice(OUT.length + 1)
      .replaceAll('/', '__')
      .replace(/\.webp$/, '.png');
    await sharp(input).png().toFile(join(pngDir, name));
  }
  return webp.length;
}

function jobs(): RenderJob[] {
  const products = demoProducts.map((p) => ({
    file: join(OUT, 'products', `${p.slug}.webp`),
    svg: productSvg(p.category, p.slug),
    quality: PRODUCT_QUALITY,
  }));
  const services = demoServices.map((s) => {
    const draw = serviceArt[s.slug];
    if (!draw) throw new Error(`No illustration for service "${s.slug}"`);
    return { file: join(OUT, 'services', `${s.slug}.webp`), svg: draw(), quality: BANNER_QUALITY };
  });
  const tiers = [...new Set(demoClubTiers.map((t) => t.imageSlug))] as ClubTierSlug[];
  const clubs = tiers.map((tier) => ({
    file: join(OUT, 'clubs', `${tier}.webp`),
    svg: clubSvg(tier),
    quality: BANNER_QUALITY,
  }));
  return [...products, ...services, ...clubs];
}

function directoryBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? directoryBytes(path) : statSync(path).size);
  }, 0);
}

async function main(): Promise<void> {
  const pngFlag = process.argv.indexOf('--png');
  const pngDir = pngFlag >= 0 ? resolve(process.argv[pngFlag + 1] ?? 'demo-png') : undefined;
  if (pngDir) mkdirSync(pngDir, { recursive: true });

  const oversized: string[] = [];
  for (const job of jobs()) {
    const bytes = await render(job, pngDir);
    if (job.file.includes(`${join('demo', 'products')}`) && bytes > PRODUCT_BUDGET_BYTES) {
      oversized.push(`${job.file} (${(bytes / 1024).toFixed(1)} KB)`);
    }
  }
  if (oversized.length > 0) console.warn(`Over the 25 KB product budget:\n  ${oversized.join('\n  ')}`);

  checkCatalogue(join(OUT, 'products'));
  console.log(
    'Products per category:',
    countBy(demoProducts, (p) => p.category),
  );
  console.log(
    'Products per stock band:',
    countBy(demoProducts, (p) => stockBand(p.stockQuantity)),
  );
  console.log(`assets/demo total: ${(directoryBytes(OUT) / 1024).toFixed(1)} KB`);
}

await main();
