import { leaderboardSettingsSchema } from '../../../domain/leaderboard.schemas';
import { loadLeaderboardSettings, writeLeaderboardSettings } from '../../features/leaderboard';
import type { TableImporter } from '../table-importer';
import { convertRow } from './convert-row';
import { convertLeaderboardConfig } from './leaderboard-config-rows';

/**
 * The old leaderboard config (SPEC 7 keeps one active row): it replaces the shop's default row,
 * field by field (a field out of SPEC 9's ranges keeps the shop's value). A shop whose admin has
 * already saved the config (an audit entry says so) keeps theirs: reported, not overwritten
 * (docs/decisions/036). A second row in the export is reported and not read.
 */
export const leaderboardConfigImporter: TableImporter = {
  table: 'leaderboard_config',
  async importRows(rows, { db, report, legacyIds }) {
    let done = false;
    for await (const row of rows) {
      const config = convertRow(report, row, convertLeaderboardConfig);
      if (!config) continue;
      if (await legacyIds.get('leaderboard_config', config.legacyId)) {
        report.alreadyImported++;
        continue;
      }
      if (done) {
        report.problem('more than one config row: only the first imported', config.legacyId);
        continue;
      }
      done = true;
      const [changed] = await db.query(
        `select 1 from audit_log where entity = 'leaderboard_config' and action = 'leaderboard_config.update' limit 1`,
      );
      if (changed) {
        report.problem('the shop already set its leaderboard config: kept, not imported', config.legacyId);
        continue;
      }
      const merged = leaderboardSettingsSchema.safeParse({
        ...(await loadLeaderboardSettings(db)),
        ...config.settings,
      });
      if (!merged.success) {
        report.problem(
          'leaderboard config not valid: not imported',
          `${config.legacyId}: ${merged.error.issues[0]?.message}`,
        );
        continue;
      }
      const { id } = await writeLeaderboardSettings(db, merged.data);
      await legacyIds.remember('leaderboard_config', config.legacyId, id);
      report.imported++;
    }
  },
};
