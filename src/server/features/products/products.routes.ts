import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductSchema,
  productInputSchema,
  publicProductSchema,
} from '../../../domain/catalogue.schemas';
import { onlyAdmins, onlyShopStaff, requireAdmin } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { findByBarcode } from './barcode-lookup';
import { createProductsService, type ProductsService } from './products.service';
import { pageBody, pageHeaders, rememberGuestAddress, shopListPage } from './shop-list-cache';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** A save can also meet a barcode or scale item code another product carries. */
const saveErrors = { ...errors, 409: errorBodySchema };

const listQuery = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      'Matches the product or category name in any case, and the Malayalam name and other names as typed in Malayalam script or in Manglish (ari, velichenna); whole-word matches first',
    ),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
});
const idParams = z.object({ id: z.uuid() });

const savedResponse = z.object({ product: adminProductSchema, pointMoneyPerUnitPaise: z.number().int() });

/** The shop's product list: prices for this viewer, cache validators, no company price. */
const shopProductRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (app, { products }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products, newest first; sellingPricePaise is what the signed-in viewer pays',
        querystring: listQuery.extend({
          category: z.string().trim().max(60).optional().describe('Exact category name'),
        }),
        response: {
          200: z.object({ items: z.array(publicProductSchema), nextCursor: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const viewer = user?.role === 'customer' ? { tier: user.tier } : null;
      const { search = '', category = '', limit, cursor = '' } = request.query;
      const key = JSON.stringify([
        viewer?.tier ?? 'guest',
        search.toLowerCase(),
        category.toLowerCase(),
        limit,
        cursor,
      ]);
      const page = await shopListPage(key, () => products.listForShop(request.query, viewer));
      if (!viewer) rememberGuestAddress(request.url, key);
      // The cached page is already serialized JSON (built from the same typed service result),
      // and compressed at most once per encoding; @fastify/compress leaves an encoded body alone.
      // The page's own ETag saves hashing it again; cache-validators.ts answers If-None-Match with 304.
      const [encoding, body] = pageBody(page, request.headers['accept-encoding']);
      return reply.headers(pageHeaders(page.etag, encoding)).send(body as never);
    },
  );
};

const adminProductRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.addHook('preValidation', onlyAdmins);
  const security = [{ session: [] }];

  app.get(
    '/admin/products',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'All products with company price and tier discounts, newest first',
        security,
        querystring: listQuery,
        response: {
          200: z.object({ items: z.array(adminProductSchema), nextCursor: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => products.listForAdmin(request.query),
  );

  app.get(
    '/admin/products/:id',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'One product, for the edit form',
        security,
        params: idParams,
        response: { 200: z.object({ product: adminProductSchema }), ...errors },
      },
    },
    async (request) => ({ product: await products.get(request.params.id) }),
  );

  app.post(
    '/admin/products',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Add a product (SPEC section 5 rules and messages)',
        security,
        body: productInputSchema,
        response: { 201: savedResponse, ...saveErrors },
      },
    },
    async (request, reply) => {
      const result = await products.create(requireAdmin(request).id, request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/admin/products/:id',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Edit a product; no imageUrl keeps the current image',
        security,
        params: idParams,
        body: productInputSchema,
        response: { 200: savedResponse, ...saveErrors },
      },
    },
    async (request) => products.update(requireAdmin(request).id, request.params.id, request.body),
  );

  app.delete(
    '/admin/products/:id',
    {
      schema: {
        tags: ['admin: catalogue'],
        summary: 'Delete a product; past order lines keep their name and price',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await products.remove(requireAdmin(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** What the counter asks on every scan (DESIGN 11.8): staff and the owner. */
const barcodeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.addHook('preValidation', onlyShopStaff);
  app.get(
    '/admin/products/by-barcode/:code',
    {
      config: { staff: true },
      schema: {
        tags: ['admin: catalogue'],
        summary:
          "The product a pack barcode or a weighing scale's label names; a label also gives the quantity, in the product's unit",
        security: [{ session: [] }],
        params: z.object({
          code: z.string().max(40).describe('As scanned or typed; spaces and dashes ignored'),
        }),
        response: {
          200: z.object({
            product: adminProductSchema,
            quantity: z
              .number()
              .optional()
              .describe("A scale label's quantity in the product's unit (0.75 for 750 g of a kg product)"),
          }),
          ...errors,
        },
      },
    },
    async (request) => findByBarcode(db, request.params.code),
  );
};

export const productRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const products = createProductsService(context.db);
  await app.register(shopProductRoutes, { products });
  await app.register(adminProductRoutes, { products });
  await app.register(barcodeRoutes, context);
};
