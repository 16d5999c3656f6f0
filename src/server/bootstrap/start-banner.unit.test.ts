import { describe, expect, it } from 'vitest';
import { startBanner, type StartFacts } from './start-banner';

const laterStart: StartFacts = {
  url: 'http://localhost:3000',
  localOnly: true,
  networkUrls: [],
  database: 'embedded PostgreSQL server, files in ./data/postgres',
  admins: ['owner'],
  firstAdmin: null,
  adminPasswordUnused: null,
  seeded: null,
  demoCustomerPassword: 'shop1234',
};

describe('the start banner', () => {
  it('on a later start names the admin and how to reset a lost admin password', () => {
    expect(startBanner(laterStart)).toBe(
      [
        '',
        '  Fresh Mart is open at http://localhost:3000',
        '  Only this computer can open it. To let phones and computers on your network in: HOST=0.0.0.0 npm start',
        '  Database: embedded PostgreSQL server, files in ./data/postgres',
        '  Admin panel: http://localhost:3000/login → Admin tab',
        '  Admin: owner',
        '  Lost an admin password? npm run admin -- reset-password owner',
        '  API docs: http://localhost:3000/api/docs',
        '',
      ].join('\n'),
    );
  });

  it('on a first start gives the new admin’s one-time password and the demo customer', () => {
    const banner = startBanner({
      ...laterStart,
      admins: ['admin'],
      firstAdmin: { username: 'admin', generatedPassword: 'Xy12-ab_CD34' },
      seeded: { products: 57, customers: 32, orders: 110, samplePhone: '9847100000' },
    });
    expect(banner).toContain('  Admin username: admin   password: Xy12-ab_CD34\n');
    expect(banner).toContain('  (printed once: write it down, or set ADMIN_USERNAME / ADMIN_PASSWORD)\n');
    expect(banner).not.toContain('Admin: admin');
    expect(banner).toContain('  Lost an admin password? npm run admin -- reset-password admin\n');
    expect(banner).toContain('  Demo customer: phone 9847100000   password: shop1234\n');
  });

  it('with several admins, names them (a few) and leaves the username to fill in', () => {
    const banner = startBanner({ ...laterStart, admins: ['anita', 'biju', 'chandra', 'deepa', 'owner'] });
    expect(banner).toContain('  Admins: anita, biju, chandra and 2 more (npm run admin -- list)\n');
    expect(banner).toContain('  Lost an admin password? npm run admin -- reset-password <username>\n');
  });

  it('open to the network, says where other devices open it instead of "only this computer"', () => {
    const banner = startBanner({
      ...laterStart,
      localOnly: false,
      networkUrls: ['http://192.168.1.20:3000'],
    });
    expect(banner).toContain('  On your network: http://192.168.1.20:3000\n');
    expect(banner).not.toContain('Only this computer');
  });

  it('says when ADMIN_PASSWORD was not used, and how to give that admin a new password', () => {
    const banner = startBanner({ ...laterStart, admins: ['anita', 'owner'], adminPasswordUnused: 'owner' });
    expect(banner).toContain(
      '  ADMIN_PASSWORD was not used: admin "owner" already exists and keeps its password.\n',
    );
    expect(banner).toContain('  Lost an admin password? npm run admin -- reset-password owner\n');
  });
});
