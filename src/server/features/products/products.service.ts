import { canonicalBarcode, scaleItemCodeProblem } from '../../../domain/barcodes';
import type { AdminProduct, ProductInput, PublicProduct } from '../../../domain/catalogue.schemas';
import { malayalamSearchText, searchedText, type SearchedText } from '../../../domain/catalogue-search';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../domain/placeholder-images';
import { messages } from '../../../domain/messages';
import { DEFAULT_TIER_DISCOUNTS, pointMoneyPerUnitPaise, sellingPricePaise } from '../../../domain/pricing';
import { canBeWeighed, toApiQuantity, toStoredQuantity, type ProductUnit } from '../../../domain/quantities';
import type { Tier } from '../../../domain/tiers';
import { recordAudit } from '../../audit/audit-log';
import { prepared, type Database, type Queryable } from '../../db/client';
import { cursorAtSql, decodeCursor, toPage } from '../../db/keyset-cursor';
import { newestMatches } from '../../db/newest-matches';
import { WORD_START_MAX_LENGTH } from '../../db/search-pattern';
import { AppError } from '../../errors';
import { loadScaleLabelLayout } from '../settings';
import { explainTakenCode, refuseTakenCodes, writeBarcodes } from './product-barcodes';
import { searchConditions, wholeWordsCondition } from './product-search';
import { clearShopListCache } from './shop-list-cache';

export interface ProductRow {
  id: string;
  name: string;
  name_ml: string;
  aliases: string[];
  description: string;
  category_id: string;
  category: string;
  category_ml: string;
  image_url: string | null;
  mrp_paise: number;
  price_paise: number;
  dummy_price_paise: number | null;
  stock_quantity: number;
  in_stock: boolean;
  discount_bronze: number;
  discount_silver: number;
  discount_gold: number;
  discount_diamond: number;
  unit: ProductUnit;
  weighed: boolean;
  scale_item_code: string | null;
  /** Read for the admin only (ADMIN_COLUMNS). */
  barcodes?: string[];
  created_at: Date;
  updated_at: Date;
  cursor_at: string;
}

const COLUMNS = `p.id, p.name, p.name_ml, p.aliases, p.description, p.category_id, c.name as category, c.name_ml as category_ml, p.image_url,
  p.mrp_paise, p.price_paise, p.dummy_price_paise, p.stock_quantity, p.in_stock,
  p.discount_bronze, p.discount_silver, p.discount_gold, p.discount_diamond,
  p.unit, p.weighed, p.scale_item_code,
  p.created_at, p.updated_at, ${cursorAtSql('p.created_at')} as cursor_at`;

/** What the admin panel reads besides: the product's barcodes (its own index, one short walk each). */
export const ADMIN_COLUMNS = `${COLUMNS}, array(select b.code from product_barcodes b
  where b.product_id = p.id order by b.code) as barcodes`;

/** The products column holding each tier's discount percent (read by the shop list and by checkout). */
export const DISCOUNT_COLUMN = {
  Bronze: 'discount_bronze',
  Silver: 'discount_silver',
  Gold: 'discount_gold',
  Diamond: 'discount_diamond',
} as const satisfies Record<Tier, keyof ProductRow>;

export interface ProductListQuery {
  search?: string;
  /** The admin's search also finds the product carrying a barcode typed or scanned. */
  byBarcode?: boolean;
  category?: string;
  limit: number;
  cursor?: string;
}

/** Who is looking: a customer's tier sets their price; guests and admins pay MRP. */
export type Viewer = { tier: Tier } | null;

/** How many of the newest products a name search tests before it asks the trigram index (newest-matches.ts). */
const SEARCH_WINDOW = 5_000;

/**
 * One page of products, newest first.
 *
 * Without a search, one query walks the (created_at desc, id desc) index from the cursor. A search
 * matches the product's names (English as written; Malayalam and its other names as written and by
 * their sound-alike key, docs/decisions/095) or its category's names (docs/decisions/018: from
 * three characters anywhere, one or two characters at the start of a word), ignoring case.
 * Written as one OR, the planner can use neither the trigram indexes nor the ordering well, so the
 * page is the union of two lists that each stop at one page: names (newest-matches.ts: the newest
 * products first, then the trigram indexes for a rare word) and the newest products of each
 * matching category (one short walk of products_category_created_idx per category).
 *
 * Products holding every searched word whole (`ari` is അരി's whole name) come first when they fit
 * on the first page, and the pages after it leave them out; more of them than a page keep the
 * newest-first order alone.
 */
async function fetchPage(
  db: Queryable,
  query: ProductListQuery,
  columns = COLUMNS,
  /** The first page overflowed while sorting whole words first: take the ranked way (below). */
  overflowed = false,
): Promise<ProductRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const inCategory: string[] = [];
  if (query.category) {
    inCategory.push(
      `p.category_id = (select id from categories where lower(name) = lower(${param(query.category)}))`,
    );
  }
  const searched = searchedText(query.search ?? '');
  // Only combining marks, joiners or punctuation: nothing can match, and nothing is asked.
  if (query.search?.trim() && !searched.findable) return [];
  const categoryParams = [...params];
  const filters = [...inCategory];
  const keyset = decodeCursor(query.cursor);
  if (keyset) {
    filters.push(
      `(p.created_at, p.id) < (${param(keyset.createdAt)}::timestamptz, ${param(keyset.id)}::uuid)`,
    );
  }
  const newestFirst = 'order by p.created_at desc, p.id desc';

  let page: string;
  let order = newestFirst;
  let wholeFirst = false;
  if (searched.term) {
    const match = searchConditions(searched, param);
    const byNameWithin = (conditions: string[]) =>
      newestMatches(db, {
        from: 'products p',
        orderBy: ['p.created_at', 'p.id'],
        filters: conditions,
        match: match.product,
        params,
        limit: query.limit + 1,
        window: SEARCH_WINDOW,
        prepare: true,
      });
    let byName = await byNameWithin(filters);
    let rest = filters;
    let firstIds: string[] = [];
    // A term of one or two letters is the start of a word (docs/decisions/018): nothing to rank.
    if (searched.term.length > WORD_START_MAX_LENGTH) {
      if (!keyset && !overflowed && byName.length <= query.limit) {
        // Every match by name fits on this page: whole-word matches are sorted first, below.
        wholeFirst = true;
      } else {
        const first = await productsWithWholeWords(
          db,
          searched,
          inCategory,
          [...categoryParams],
          query.limit,
        );
        if (first.length > 0 && first.length < query.limit) {
          rest = [...filters, `not ${wholeWordsCondition(searched, param)}`];
          byName = await byNameWithin(rest);
          if (!keyset) firstIds = first;
        }
      }
    }
    const shownFirst = param(firstIds);
    const limit = param(query.limit + 1);
    const byCategory = `
      select p.id, p.created_at as at from categories c
      cross join lateral (
        select p.id, p.created_at from products p
        where p.category_id = c.id${rest.map((filter) => ` and ${filter}`).join('')}
        ${newestFirst} limit ${limit}
      ) p
      where ${match.category}`;
    const code = query.byBarcode ? barcodeSearched(searched.term) : null;
    const byBarcode = code
      ? `union select p.id, p.created_at as at from product_barcodes b join products p on p.id = b.product_id
         where b.code = ${param(code)}${filters.map((filter) => ` and ${filter}`).join('')}`
      : '';
    page = `
      select id from (
        select p.id, p.created_at as at from products p
        where p.id = any(${param([...firstIds, ...byName])}::uuid[])
        union ${byCategory} ${byBarcode}
      ) matched order by id = any(${shownFirst}::uuid[]) desc, at desc, id desc limit ${limit}`;
    const ranking = wholeFirst ? wholeWordsCondition(searched, param) : `p.id = any(${shownFirst}::uuid[])`;
    order = `order by ${ranking} desc, p.created_at desc, p.id desc`;
  } else {
    page = `select p.id from products p ${filters.length ? `where ${filters.join(' and ')}` : ''}
            ${newestFirst} limit ${param(query.limit + 1)}`;
  }
  // Prepared (decision 051): the text takes one of a few shapes (search, category, cursor or not).
  const rows = await db.query<ProductRow>(
    prepared(`select ${columns} from (${page}) page join products p on p.id = page.id
     join categories c on c.id = p.category_id ${order}`),
    params,
  );
  // Matches by category took the page past one: its next page needs the ranked way's order.
  return wholeFirst && rows.length > query.limit ? fetchPage(db, query, columns, true) : rows;
}

/**
 * Up to `limit` of the newest products that match and hold every searched word whole, found as the
 * other matches are (newest-matches.ts): a common word (`ari` at 100k products) in a short walk of
 * the newest rows, a rare one through the indexes.
 */
async function productsWithWholeWords(
  db: Queryable,
  searched: SearchedText,
  filters: string[],
  params: unknown[],
  limit: number,
): Promise<string[]> {
  const param = (value: unknown) => `$${params.push(value)}`;
  return newestMatches(db, {
    from: 'products p',
    orderBy: ['p.created_at', 'p.id'],
    filters,
    match: `${searchConditions(searched, param).product} and ${wholeWordsCondition(searched, param)}`,
    params,
    limit,
    window: SEARCH_WINDOW,
    prepare: true,
  });
}

/** A search that is a pack barcode, as it is stored; null for any other text. */
function barcodeSearched(term: string): string | null {
  const code = canonicalBarcode(term);
  return /^\d{8}$|^\d{13}$/.test(code) ? code : null;
}

function toPublicProduct(row: ProductRow, viewer: Viewer): PublicProduct {
  const discount = viewer ? Number(row[DISCOUNT_COLUMN[viewer.tier]]) : 0;
  return {
    id: row.id,
    name: row.name,
    nameMl: row.name_ml,
    aliases: row.aliases,
    description: row.description,
    category: row.category,
    categoryMl: row.category_ml,
    imageUrl: row.image_url ?? PRODUCT_PLACEHOLDER_IMAGE,
    mrpPaise: row.mrp_paise,
    dummyPricePaise: row.dummy_price_paise,
    sellingPricePaise: sellingPricePaise(row.mrp_paise, discount),
    pointMoneyPaise: pointMoneyPerUnitPaise(row.mrp_paise, row.price_paise),
    // A weighed product's stock in its unit, its prices per unit (docs/decisions/084).
    stockQuantity: toApiQuantity(row.stock_quantity, row.weighed),
    inStock: row.in_stock,
    unit: row.unit,
    weighed: row.weighed,
  };
}

export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    nameMl: row.name_ml,
    aliases: row.aliases,
    description: row.description,
    category: row.category,
    categoryId: row.category_id,
    imageUrl: row.image_url ?? PRODUCT_PLACEHOLDER_IMAGE,
    hasImage: row.image_url !== null,
    mrpPaise: row.mrp_paise,
    pricePaise: row.price_paise,
    dummyPricePaise: row.dummy_price_paise,
    pointMoneyPaise: pointMoneyPerUnitPaise(row.mrp_paise, row.price_paise),
    stockQuantity: toApiQuantity(row.stock_quantity, row.weighed),
    inStock: row.in_stock,
    tierDiscounts: {
      Bronze: Number(row.discount_bronze),
      Silver: Number(row.discount_silver),
      Gold: Number(row.discount_gold),
      Diamond: Number(row.discount_diamond),
    },
    barcodes: row.barcodes ?? [],
    unit: row.unit,
    weighed: row.weighed,
    scaleItemCode: row.scale_item_code,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function categoryIdByName(tx: Queryable, name: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>('select id from categories where lower(name) = lower($1)', [
    name,
  ]);
  if (!row)
    throw new AppError('VALIDATION_FAILED', messages.category.unknown(name), {
      category: messages.category.unknown(name),
    });
  return row.id;
}

/** One product, as the admin sees it; `forUpdate` locks it for the rest of the transaction (an edit or delete). */
export async function readProduct(tx: Queryable, id: string, forUpdate = false): Promise<ProductRow> {
  const [row] = await tx.query<ProductRow>(
    `select ${ADMIN_COLUMNS} from products p join categories c on c.id = p.category_id where p.id = $1
     ${forUpdate ? 'for update of p' : ''}`,
    [id],
  );
  if (!row) throw new AppError('NOT_FOUND', messages.product.notFound);
  return row;
}

/** What the audit log keeps about a product's money and stock. */
const auditFields = (row: ProductRow) => ({
  name: row.name,
  nameMl: row.name_ml,
  aliases: row.aliases,
  category: row.category,
  mrpPaise: row.mrp_paise,
  pricePaise: row.price_paise,
  dummyPricePaise: row.dummy_price_paise,
  stockQuantity: row.stock_quantity,
  tierDiscounts: toAdminProduct(row).tierDiscounts,
  barcodes: row.barcodes ?? [],
  unit: row.unit,
  weighed: row.weighed,
  scaleItemCode: row.scale_item_code,
});

/**
 * A weighed product's unit is a measure, and its scale item code (when it changed) fits the
 * layout the shop's scale prints: each refused with its field.
 */
async function checkMeasures(
  tx: Queryable,
  next: { unit: ProductUnit; weighed: boolean; scaleItemCode: string | null },
  before: ProductRow | null,
): Promise<void> {
  if (next.weighed && !canBeWeighed(next.unit)) {
    const message = messages.product.weighedNeedsMeasure;
    throw new AppError('VALIDATION_FAILED', message, { weighed: message });
  }
  if (next.scaleItemCode === null || next.scaleItemCode === before?.scale_item_code) return;
  const problem = scaleItemCodeProblem(next.scaleItemCode, (await loadScaleLabelLayout(tx)).itemDigits);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { scaleItemCode: problem });
}

export interface SavedProduct {
  product: AdminProduct;
  /** For the admin's success toast: 'Customers will earn ₹{n} point money per unit.' */
  pointMoneyPerUnitPaise: number;
}
const saved = (row: ProductRow): SavedProduct => ({
  product: toAdminProduct(row),
  pointMoneyPerUnitPaise: pointMoneyPerUnitPaise(row.mrp_paise, row.price_paise),
});

export function createProductsService(db: Database) {
  const service = {
    async listForShop(query: ProductListQuery, viewer: Viewer) {
      const rows = await fetchPage(db, query);
      return toPage(rows, query.limit, (row) => toPublicProduct(row, viewer));
    },

    async listForAdmin(query: ProductListQuery) {
      const rows = await fetchPage(db, { ...query, byBarcode: true }, ADMIN_COLUMNS);
      return toPage(rows, query.limit, toAdminProduct);
    },

    async get(id: string): Promise<AdminProduct> {
      return toAdminProduct(await readProduct(db, id));
    },

    async create(adminId: string, input: ProductInput): Promise<SavedProduct> {
      const discounts = { ...DEFAULT_TIER_DISCOUNTS, ...input.tierDiscounts };
      const measures = {
        unit: input.unit ?? 'piece',
        weighed: input.weighed ?? false,
        scaleItemCode: input.scaleItemCode ?? null,
      };
      const codes = { barcodes: input.barcodes, scaleItemCode: measures.scaleItemCode };
      return db
        .transaction(async (tx) => {
          const categoryId = await categoryIdByName(tx, input.category);
          await checkMeasures(tx, measures, null);
          await refuseTakenCodes(tx, codes, null);
          const [inserted] = await tx.query<{ id: string }>(
            `insert into products (name, description, category_id, image_url, mrp_paise, price_paise, dummy_price_paise,
             stock_quantity, discount_bronze, discount_silver, discount_gold, discount_diamond,
             unit, weighed, scale_item_code, name_ml, aliases, search_ml)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) returning id`,
            [
              input.name,
              input.description,
              categoryId,
              input.imageUrl ?? null,
              input.mrpPaise,
              input.pricePaise,
              input.dummyPricePaise,
              toStoredQuantity(input.stockQuantity, measures.weighed),
              discounts.Bronze,
              discounts.Silver,
              discounts.Gold,
              discounts.Diamond,
              measures.unit,
              measures.weighed,
              measures.scaleItemCode,
              input.nameMl ?? '',
              input.aliases ?? [],
              malayalamSearchText(input.nameMl ?? '', input.aliases),
            ],
          );
          await writeBarcodes(tx, inserted!.id, input.barcodes);
          const row = await readProduct(tx, inserted!.id);
          await recordAudit(tx, {
            adminId,
            action: 'create',
            entity: 'product',
            entityId: row.id,
            details: auditFields(row),
          });
          return saved(row);
        })
        .catch(async (error: unknown) => {
          throw await explainTakenCode(db, error, codes, null);
        });
    },

    /** Same rules as create. No image given keeps the old one (SPEC); tiers not given keep their discount. */
    async update(adminId: string, id: string, input: ProductInput): Promise<SavedProduct> {
      const d = input.tierDiscounts;
      const codes = { barcodes: input.barcodes, scaleItemCode: input.scaleItemCode };
      return db
        .transaction(async (tx) => {
          const before = await readProduct(tx, id, true);
          const categoryId = await categoryIdByName(tx, input.category);
          // Left out: as it was; a product no longer weighed keeps no scale item code.
          const weighed = input.weighed ?? before.weighed;
          const measures = {
            unit: input.unit ?? before.unit,
            weighed,
            scaleItemCode: weighed
              ? input.scaleItemCode === undefined
                ? before.scale_item_code
                : input.scaleItemCode
              : null,
          };
          await checkMeasures(tx, measures, before);
          await refuseTakenCodes(tx, { ...codes, scaleItemCode: measures.scaleItemCode }, id);
          const names = { nameMl: input.nameMl ?? before.name_ml, aliases: input.aliases ?? before.aliases };
          await tx.query(
            `update products set name = $2, description = $3, category_id = $4,
             image_url = case when $5::boolean then image_url else $6 end,
             mrp_paise = $7, price_paise = $8, dummy_price_paise = $9, stock_quantity = $10,
             discount_bronze = coalesce($11, discount_bronze), discount_silver = coalesce($12, discount_silver),
             discount_gold = coalesce($13, discount_gold), discount_diamond = coalesce($14, discount_diamond),
             unit = $15, weighed = $16, scale_item_code = $17,
             name_ml = $18, aliases = $19, search_ml = $20, updated_at = now()
           where id = $1`,
            [
              id,
              input.name,
              input.description,
              categoryId,
              input.imageUrl === undefined,
              input.imageUrl ?? null,
              input.mrpPaise,
              input.pricePaise,
              input.dummyPricePaise,
              toStoredQuantity(input.stockQuantity, weighed),
              d.Bronze ?? null,
              d.Silver ?? null,
              d.Gold ?? null,
              d.Diamond ?? null,
              measures.unit,
              measures.weighed,
              measures.scaleItemCode,
              names.nameMl,
              names.aliases,
              malayalamSearchText(names.nameMl, names.aliases),
            ],
          );
          await writeBarcodes(tx, id, input.barcodes);
          const row = await readProduct(tx, id);
          await recordAudit(tx, {
            adminId,
            action: 'update',
            entity: 'product',
            entityId: id,
            details: { before: auditFields(before), after: auditFields(row) },
          });
          return saved(row);
        })
        .catch(async (error: unknown) => {
          throw await explainTakenCode(db, error, codes, id);
        });
    },

    /** Order lines keep their name and price snapshot: their product_id becomes null. */
    async remove(adminId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await readProduct(tx, id, true);
        await tx.query('delete from products where id = $1', [id]);
        await recordAudit(tx, {
          adminId,
          action: 'delete',
          entity: 'product',
          entityId: id,
          details: auditFields(before),
        });
      });
    },
  };
  /** Every catalogue write clears this process's shop-list cache once it has committed (or failed). */
  const afterWrite =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    (...args: A) =>
      write(...args).finally(clearShopListCache);
  return {
    ...service,
    create: afterWrite(service.create),
    update: afterWrite(service.update),
    remove: afterWrite(service.remove),
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
