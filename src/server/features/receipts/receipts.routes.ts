import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { counterReceiptSchema } from '../../../domain/counter-receipt';
import { getByToken, tokenPageLimit } from '../../auth/token-pages';
import type { AppContext } from '../../context';
import { counterReceipt } from './counter-receipt';

/**
 * A counter sale's receipt (docs/decisions/090): anyone with its link sees it, to print or keep from
 * WhatsApp. No sign-in: the token is the key, as the pay page's.
 */
export const receiptRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  getByToken(app, {
    url: '/receipts/:token',
    limit: tokenPageLimit(db, 'receipt'),
    summary: "A counter sale's receipt: lines, totals, points used and earned, payments and change",
    response: counterReceiptSchema,
    find: (token) => counterReceipt(db, token),
  });
};
