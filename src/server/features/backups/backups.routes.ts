import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupStatusSchema } from '../../../domain/backup-status.schemas';
import { onlyAdmins } from '../../auth/guards';
import type { AppContext } from '../../context';
import { errorBodySchema } from '../../errors';
import { backupStatus } from './backup-status';

/** Admin: whether the shop's data is backed up (issue 13, item 9; docs/decisions/035). */
export const backupRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.addHook('onRequest', onlyAdmins);
  app.get(
    '/admin/backups/status',
    {
      schema: {
        tags: ['admin: dashboard'],
        summary:
          'When the last backup was written, the newest failure, how many nightly backups are kept, and the warning to show',
        response: { 200: backupStatusSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => backupStatus(db, config.backupKeep),
  );
};
