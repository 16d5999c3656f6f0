/**
 * The leaderboard module (docs/decisions/043): it owns `leaderboard_config` (the ranking's tallies
 * are kept by the database's triggers on customers). What other modules, workflows and tools may use.
 */
export {
  leaderboardOfferFor,
  loadLeaderboardSettings,
  switchOffUnsavedOffer,
  writeLeaderboardSettings,
} from './leaderboard.service';
