/**
 * The previous release (main at 0dc4a7d): the migrations it shipped and their checksums
 * (migrationChecksum of each file as that commit holds it). The upgrade test builds a database at
 * that schema from today's copies of these files, which must still be the same files: a released
 * migration is never edited (docs/decisions/046). At each release the new release replaces this
 * list: its commit, and for each file of its migrations folder migrationChecksum(`git show <commit>:<file>`).
 */
export const PREVIOUS_RELEASE = {
  commit: '0dc4a7d',
  migrations: {
    '001-initial-schema.sql': 'df05d87ff97cc87e2849ef0d17ea4e6944fcd9164552f43dc984f0dbed992458',
    '002-catalogue-search.sql': 'a2fa8640a4a68ec47aee9ddcc00b45d65634f71ae2c92dfe6015d793f5fc0e68',
    '003-default-content-pages.sql': '57a8b45af30a843f805d1291a6b2964c8011fd345831eaba5be00f84c7e5124c',
    '004-order-lifecycle.sql': 'dfd54c215d67efa1c02dbf3a60fd870d113b979cb746261b1d9e61da110faa07',
    '005-scale-indexes.sql': 'ee4ffd84235fdb6552bf42f84e85eef03a8099340a3c8c8ddf05aeb0e7c626fd',
    '006-exact-refunds.sql': '1da21e1990394861af250c2b5e4f6b452c16b663a02db192d181da9fb4e29fde',
    '007-whole-loyalty-settings.sql': '858ec0e31754a4e27e1cfc4d195eb009a9ba16b54592445df578274a0cd692d2',
    '008-free-delivery-text.sql': 'b88340d95eec98ca4d0bae033348d94733389dfdd341507e9cf7ab280e0a8e7a',
    '009-bigint-points-balance.sql': 'c2cc7f4268a89f308c31a36b2ea0785f2009a9e2eeee274960662feb3af0cf7f',
    '010-login-limits-and-devices.sql': '0041af1b8520e1856cb32808d3e159274767b259b1c67f3ee2c5ef2c5d07bedb',
    '011-scale-searches-and-counts.sql': 'c45fa38e869349fcf9affe210688b784f0e7da4f8116264c77ae422954942e7f',
    '012-referral-tree-lock.sql': '53791544a94957c8496531208d971966a3857ffd9c307148f4708df8486ed2c4',
    '013-password-reset-links.sql': '91d1220e7432cbae2a4adea7cc0dc3ab5807c4a5a2232bbb6fb8043986ee6265',
    '014-customer-list-status.sql': '92fd6bb8c417702a2e755524e480c6256213ff1e8f9c51ae8b8c578c1a1a7cd4',
    '015-referral-tree-counts.sql': '5a29e7c25f9a998224b115faef937e0dab206dc6d475b61568fd9c265aa86519',
    '017-referral-depth.sql': 'c970a36a247c7c0747444af4b5b5691df645a9c2cf74a64b37f82e9e07213a4c',
    '018-sales-days.sql': 'f51c67ce29d84d3c48953c2e1a406569d2784e533456c9f3539ddce119bab789',
    '019-leaderboard-ranking-and-offer.sql':
      '0f3e2d868094193850178ae0be9cc55bb321512e7b7a7650cb99846f9969d9a8',
    '020-dashboard-and-audit-log.sql': 'ad3c3cf0a2affde71f99ac73bf0172e27d0f6175caa061c8cce1b6f4d9eee857',
    '021-legacy-import.sql': 'b5a476c8c3eb6c87aded7b01166c7aa651ac24fafb645c28320611c2c47a48a0',
    '022-imported-sales-days.sql': '228fee725c94b1ed619502ba6ff31035487b929c9d2bb57aca1fbdc8ce6aff94',
    '023-backup-runs.sql': '5a2c5dbd6fb8c5b9f830de6e892260bf200f71745cce5289fe4b5749ef2f65b3',
  },
} as const;
