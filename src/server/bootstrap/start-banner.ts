import type { FirstAdmin } from '../features/admins';

/** What the shop's owner needs to know once it has started, gathered by main.ts. */
export interface StartFacts {
  /** Where to open it on this computer (listenUrl). */
  url: string;
  /** Only this computer can open it (HOST is a loopback address, the default). */
  localOnly: boolean;
  /** Where other devices on the network open it, when it listens on every interface. */
  networkUrls: string[];
  /** Which database, in words. */
  database: string;
  /** Every admin's username. */
  admins: string[];
  /** The admin this start created (with its one-time password when it was generated). */
  firstAdmin: FirstAdmin;
  /** ADMIN_USERNAME, when ADMIN_PASSWORD was given but that admin already existed. */
  adminPasswordUnused: string | null;
  /** Demo data this start added to an empty database. */
  seeded: { products: number; customers: number; orders: number; samplePhone: string } | null;
  demoCustomerPassword: string;
}

/** Admins named on the banner before "and N more". */
const NAMED_ADMINS = 3;

function adminNames(admins: string[]): string {
  const named = admins.slice(0, NAMED_ADMINS).join(', ');
  const more = admins.length - NAMED_ADMINS;
  return more > 0 ? `${named} and ${more} more (npm run admin -- list)` : named;
}

/**
 * The banner printed once the shop is listening, the last thing a start prints: where to open
 * it and who can, the database, the admin sign-in and how to reset a lost admin password (every
 * start), what a first start created, and the API docs. Plain lines, two spaces in.
 */
export function startBanner(facts: StartFacts): string {
  const lines = [`Fresh Mart is open at ${facts.url}`];
  if (facts.localOnly)
    lines.push(
      'Only this computer can open it. To let phones and computers on your network in: HOST=0.0.0.0 npm start',
    );
  for (const url of facts.networkUrls) lines.push(`On your network: ${url}`);
  lines.push(`Database: ${facts.database}`, `Admin panel: ${facts.url}/login → Admin tab`);

  const generated = facts.firstAdmin?.generatedPassword;
  if (generated) {
    lines.push(
      `Admin username: ${facts.firstAdmin!.username}   password: ${generated}`,
      '(printed once: write it down, or set ADMIN_USERNAME / ADMIN_PASSWORD)',
    );
  } else if (facts.admins.length > 0) {
    lines.push(`${facts.admins.length === 1 ? 'Admin' : 'Admins'}: ${adminNames(facts.admins)}`);
  }
  if (facts.adminPasswordUnused)
    lines.push(
      `ADMIN_PASSWORD was not used: admin "${facts.adminPasswordUnused}" already exists and keeps its password.`,
    );
  const who = facts.adminPasswordUnused ?? (facts.admins.length === 1 ? facts.admins[0]! : '<username>');
  lines.push(`Lost an admin password? npm run admin -- reset-password ${who}`);

  if (facts.seeded) {
    const { products, customers, orders, samplePhone } = facts.seeded;
    lines.push(
      `Demo data added: ${products} products, ${customers} customers, ${orders} orders`,
      `Demo customer: phone ${samplePhone}   password: ${facts.demoCustomerPassword}`,
    );
  }
  lines.push(`API docs: ${facts.url}/api/docs`);
  return ['', ...lines.map((line) => `  ${line}`), ''].join('\n');
}
