import type { Queryable } from '../db/client';
import { LEDGER_BALANCES, RANKING_TALLIES } from '../db/kept-totals';

/** DESIGN 4 and docs/decisions/032: the customers whose balances differ from their ledger sums. */
export const LEDGER_MISMATCHES_SQL = LEDGER_BALANCES.sql;
/** The leaderboard's tallies against a count of the ranked customers. */
export const RANKING_TALLY_MISMATCHES_SQL = RANKING_TALLIES.sql;

/**
 * DESIGN 4: customers whose cached balances differ from their ledger sums, docs/decisions/032:
 * whose lifetime points differ from their awards less reversals, and leaderboard tallies that
 * differ from a count of the ranked customers. Must always be none.
 */
export const ledgerMismatches = async (db: Queryable) => [
  ...(await db.query(LEDGER_BALANCES.sql)),
  ...(await db.query(RANKING_TALLIES.sql)),
];
