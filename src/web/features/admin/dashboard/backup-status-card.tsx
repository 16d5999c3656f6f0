import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/page-title';
import { formatDateTime } from '../../../lib/dates';
import type { BackupStatus } from './dashboard.api';
import { backupStatusQueryOptions } from './dashboard.queries';

function nightlyText(keep: number): string {
  return keep === 0
    ? 'Nightly backups are off (BACKUP_KEEP=0): make one with npm run backup -- FILE.'
    : `A backup is made every night at 2:30 am; the last ${keep} are kept in DATA_DIR/backups.`;
}

function lastText(status: BackupStatus): string {
  return status.lastBackupAt
    ? `The last backup was made ${formatDateTime(status.lastBackupAt)}.`
    : 'No backup has been made yet.';
}

function Warning({ status }: { status: BackupStatus }) {
  if (status.warning === 'failed')
    return (
      <Alert tone="error" title="The last backup failed">
        <p>
          {formatDateTime(status.lastFailure!.at)}: {status.lastFailure!.error}
        </p>
        <p>{lastText(status)}</p>
      </Alert>
    );
  if (status.warning === 'stale')
    return (
      <Alert tone="error" title="The last backup is more than two days old">
        {lastText(status)} Check that the shop runs at night, or make one with npm run backup -- FILE.
      </Alert>
    );
  // A new shop with nightly backups on has nothing wrong yet: said calmly. With them off, it is a risk.
  return status.keep === 0 ? (
    <Alert tone="error" title="No backup has been made yet">
      {nightlyText(0)}
    </Alert>
  ) : (
    <Alert tone="info" title="No backup has been made yet">
      The first is made tonight at 2:30 am.
    </Alert>
  );
}

/** The dashboard's backups card (issue 13, item 9): the last backup, or a warning when it failed or is old. */
export function BackupStatusCard() {
  const backups = useQuery(backupStatusQueryOptions());
  const status = backups.data;
  return (
    <Card className="space-y-3">
      <div className="flex items-center gap-2">
        <DatabaseBackup aria-hidden="true" className="size-5 text-brand-800" />
        <CardTitle>Backups</CardTitle>
      </div>
      {backups.status === 'pending' && <Skeleton className="h-5 w-2/3" />}
      {backups.status === 'error' && (
        <QueryErrorState title="Could not load the backup status" query={backups} />
      )}
      {status && status.warning !== 'none' && <Warning status={status} />}
      {status && status.warning === 'none' && <p className="text-sm text-sand-900">{lastText(status)}</p>}
      {status && <p className="text-sm text-sand-700">{nightlyText(status.keep)}</p>}
    </Card>
  );
}
