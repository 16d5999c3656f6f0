import { createHash } from 'node:crypto';
import type { StatementMapping, StatementUpload } from '../../../domain/statements.schemas';
import { recordAudit } from '../../audit/audit-log';
import type { Database, Queryable } from '../../db/client';
import { recordPayment } from '../payments';
import { notePayer } from '../referral-review';
import { creditKeys } from './credit-key';
import { matchCredits, type CreditMatches } from './match-credits';
import { readStatement, type ReadStatement, type StatementCredit } from './read-statement';
import { candidateOrders, knownCreditKeys } from './statement-candidates';
import { rememberedMappings, rememberMapping } from './statement-mappings';
import { storeStatement } from './statement-store';
import { creditPaymentReference } from './utr';

export interface StatementFile {
  bytes: Buffer;
  fileName: string;
  /** The columns the owner named, for a bank none of the layouts knows. */
  mapping?: StatementMapping;
}

/**
 * One key for every upload that applies: two uploads at once take turns, so the second sees the
 * first's credits as known and applies none of them again (docs/decisions/068).
 */
const APPLY_LOCK = 230_041;

/**
 * Reads a statement and decides each credit (docs/decisions/066, 067, 068). A dry run changes
 * nothing and returns `id: null`. Applying records every match as a payment (source statement,
 * reference the UTR) and stores the statement with each credit's outcome, in one transaction that
 * waits for any other upload being applied; the same file again finds its credits known and
 * applies nothing. A file the reader refuses applies nothing.
 */
export async function uploadStatement(
  db: Database,
  file: StatementFile,
  apply: boolean,
  adminId: string,
): Promise<StatementUpload> {
  const remembered = file.mapping ? [] : await rememberedMappings(db);
  const read = await readStatement([file.bytes], { mapping: file.mapping, remembered });
  if (!apply) return answer(read, file, null, await decide(db, read.credits));
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [APPLY_LOCK]);
    const decided = await decide(tx, read.credits);
    const payments = new Map<string, string>();
    for (const match of decided.matched) {
      const payment = await recordPayment(tx, {
        orderId: match.orderId,
        method: 'upi',
        amountPaise: match.amountPaise,
        reference: creditPaymentReference(match.credit),
        source: 'statement',
        recordedBy: adminId,
      });
      payments.set(match.key, payment.id);
      // The same UPI payer for a member and an upline flags the referral (docs/decisions/081).
      await notePayer(tx, match.orderId, match.credit);
    }
    const id = await storeStatement(tx, {
      bank: read.bank,
      fileName: file.fileName,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      uploadedBy: adminId,
      decided,
      payments,
    });
    if (file.mapping) {
      await rememberMapping(tx, read.header, file.mapping, adminId);
      await recordAudit(tx, {
        adminId,
        action: 'statement.mapping',
        entity: 'statement',
        entityId: id,
        details: { columns: file.mapping },
      });
    }
    await auditUpload(tx, adminId, id, file.fileName, read, decided, payments);
    return answer(read, file, id, decided);
  });
}

async function decide(tx: Queryable, credits: readonly StatementCredit[]): Promise<CreditMatches> {
  const known = await knownCreditKeys(tx, creditKeys(credits));
  return matchCredits(credits, await candidateOrders(tx, credits), known);
}

async function auditUpload(
  tx: Queryable,
  adminId: string,
  statementId: string,
  fileName: string,
  read: ReadStatement,
  decided: CreditMatches,
  payments: ReadonlyMap<string, string>,
): Promise<void> {
  await recordAudit(tx, {
    adminId,
    action: 'statement.upload',
    entity: 'statement',
    entityId: statementId,
    details: {
      fileName,
      bank: read.bank,
      credits: read.credits.length,
      matched: decided.matched.length,
      review: decided.review.length,
      unmatched: decided.unmatched.length,
      skipped: decided.skipped.length,
    },
  });
  for (const match of decided.matched) {
    await recordAudit(tx, {
      adminId,
      action: 'statement.match',
      entity: 'order',
      entityId: match.orderId,
      details: {
        statementId,
        line: match.credit.line,
        paymentId: payments.get(match.key),
        amountPaise: match.amountPaise,
        utr: match.credit.utr,
        by: match.by,
      },
    });
  }
}

const creditFields = (credit: StatementCredit) => ({
  line: credit.line,
  day: credit.date,
  amountPaise: credit.amountPaise,
  narration: credit.narration,
  reference: credit.reference,
  utr: credit.utr,
});

function answer(
  read: ReadStatement,
  file: StatementFile,
  id: string | null,
  decided: CreditMatches,
): StatementUpload {
  return {
    id,
    applied: id !== null,
    bank: read.bank,
    bankName: read.bankName,
    fileName: file.fileName,
    credits: read.credits.length,
    matched: decided.matched.map((match) => ({
      ...creditFields(match.credit),
      orderId: match.orderId,
      by: match.by,
    })),
    review: decided.review.map((review) => ({
      ...creditFields(review.credit),
      reason: review.reason,
      candidates: review.candidates,
    })),
    unmatched: decided.unmatched.map((unmatched) => ({
      ...creditFields(unmatched.credit),
      reason: unmatched.reason,
    })),
    skipped: decided.skipped.map((skipped) => ({ ...creditFields(skipped.credit), reason: skipped.reason })),
  };
}
