/**
 * Which khata customers a bank credit could settle, best first (docs/decisions/072): only those who
 * owe at least the credit (a settlement never pays more than is owed); first those who owe exactly
 * it, then those whose phone or customer code the narration names, then the rest by what they owe,
 * least first (the nearest to what was paid).
 */
export interface KhataAccount {
  customerId: string;
  code: string;
  name: string;
  phone: string;
  owedPaise: number;
}

/** How many candidates the review list offers for one credit. */
export const KHATA_CANDIDATES_SHOWN = 5;

/** The narration names this customer: their 10-digit phone (a VPA such as 9847012345@ybl) or their code as a word. */
export function narrationNames(narration: string, account: Pick<KhataAccount, 'phone' | 'code'>): boolean {
  if (narration.match(/\d+/g)?.includes(account.phone)) return true;
  return new RegExp(`(^|[^A-Za-z0-9])${account.code}($|[^A-Za-z0-9])`, 'i').test(narration);
}

export function rankKhataCandidates(
  credit: { amountPaise: number; narration: string },
  accounts: readonly KhataAccount[],
): KhataAccount[] {
  // Owing exactly the credit first, then named by the narration (named breaks a tie among the exact).
  const rank = (account: KhataAccount) =>
    (account.owedPaise === credit.amountPaise ? 0 : 2) + (narrationNames(credit.narration, account) ? 0 : 1);
  return accounts
    .filter((account) => account.owedPaise >= credit.amountPaise)
    .map((account) => ({ account, rank: rank(account) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.account.owedPaise - b.account.owedPaise ||
        a.account.name.localeCompare(b.account.name),
    )
    .slice(0, KHATA_CANDIDATES_SHOWN)
    .map(({ account }) => account);
}
