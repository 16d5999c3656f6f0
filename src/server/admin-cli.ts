import { adminUsernameSchema } from '../domain/auth.schemas';
import { ConfigError, loadConfig } from './config';
import { StartupProblem } from './db/embedded/startup-problem';
import { prepareDatabase } from './db/prepare-database';
import { shopDatabase } from './db/shop-database';
import { createAdmin, listAdmins, resetAdminPassword, UnknownAdmin } from './features/admins';
import { expirePoints } from './workflows/expire-points.workflow';
import { releasePendingPoints } from './workflows/release-pending-points.workflow';

const USAGE = `Usage: npm run admin -- <command>

  list                        the admin accounts
  reset-password <username>   give that admin a new one-time password (printed once) and sign them out
  create <username> [name]    add an admin account with a one-time password (printed once)
  release-points [--as-of <ISO time>]
                              release the pending points whose return window has closed now (or
                              by that time: what the hourly run would release then)
  expire-points [--as-of <ISO time>]
                              expire the points not spent in time now (or by that time: what the
                              hourly run would expire then)

Uses the shop's database: DATABASE_URL's server, or the embedded one in DATA_DIR (running or not).`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const username = rest[0] === undefined ? undefined : adminUsernameSchema.safeParse(rest[0]);
  if ((command === 'reset-password' || command === 'create') && !username?.success) {
    console.error(
      `${command} needs a username of 3 to 40 letters, digits, dots, dashes or underscores.\n\n${USAGE}`,
    );
    return 1;
  }
  const db = await shopDatabase();
  try {
    await prepareDatabase(db, loadConfig().dataDir);
    if (command === 'list') {
      for (const admin of await listAdmins(db)) console.log(`${admin.username}\t${admin.name}`);
      return 0;
    }
    if (command === 'release-points' || command === 'expire-points') {
      const asOf = rest[0] === '--as-of' && rest[1] ? new Date(rest[1]) : rest.length ? null : new Date();
      if (!asOf || Number.isNaN(asOf.getTime())) {
        console.error(`${command} takes --as-of and a time like 2026-12-05T00:00:00+05:30.\n\n${USAGE}`);
        return 1;
      }
      if (command === 'expire-points') {
        const run = await expirePoints(db, { now: asOf });
        console.log(
          `Expired ${run.points} points of ${run.customers} ${run.customers === 1 ? 'customer' : 'customers'}, due by ${asOf.toISOString()}.`,
        );
        return 0;
      }
      const run = await releasePendingPoints(db, { now: asOf });
      console.log(`Released ${run.points} points from ${run.awards} awards due by ${asOf.toISOString()}.`);
      return 0;
    }
    if (command === 'reset-password') {
      const password = await resetAdminPassword(db, username!.data!);
      console.log(
        `New password for ${username!.data}: ${password}\n(shown once; their other sessions have ended)`,
      );
      return 0;
    }
    if (command === 'create') {
      const password = await createAdmin(db, username!.data!, rest.slice(1).join(' ') || 'Store Admin');
      console.log(`Admin ${username!.data} created. Password: ${password}\n(shown once)`);
      return 0;
    }
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 1;
  } catch (error) {
    if (error instanceof UnknownAdmin) {
      const names = (await listAdmins(db)).map((admin) => admin.username).join(', ');
      console.error(`There is no admin "${error.message}". Admins: ${names || 'none'}.`);
      return 1;
    }
    if ((error as { code?: string }).code === '23505') {
      console.error(`An admin named "${username?.data}" already exists.`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof StartupProblem ? error.message : error);
    process.exit(1);
  },
);
