import { Trophy } from 'lucide-react';
import type { LeaderboardConfig, LeaderboardRow } from '../../../domain/leaderboard.schemas';
import { formatPaise } from '../../../domain/money';
import { formatPoints } from '../../../domain/points';
import { useT } from '../../i18n/i18n-context';
import { cn } from '../../lib/cn';
import { Badge, TierBadge } from '../ui/badge';
import { Card } from '../ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell } from '../ui/table';

/**
 * The leaderboard's rows as customers see them, shared by the public page and the admin's preview
 * (which passes the offer it is editing): cards where the space is narrow (a phone, the admin's
 * preview column), a table where it is wide (a container query, not the window's width). Ranks up to the
 * offer's top count are highlighted with its discount. Guests' rows carry no code; a customer's
 * lifetime spend shows on their own row only (the server sends no one else's).
 */
export function LeaderboardRows({
  items,
  config,
  myCode = null,
  label,
}: {
  items: LeaderboardRow[];
  config: LeaderboardConfig | null;
  myCode?: string | null;
  label?: string;
}) {
  const { t } = useT();
  const top = config?.topCount ?? 0;
  const withCodes = items.some((row) => row.code !== null);
  const withSpend = items.some((row) => row.totalSpentPaise !== null);
  return (
    <div className="@container">
      <ol aria-label={label ?? t('leaderboard.label')} className="space-y-2 @2xl:hidden">
        {items.map((row) => (
          <RowCard key={row.rank} row={row} top={top} config={config} mine={isMine(row, myCode)} />
        ))}
      </ol>
      <Table aria-label={label ?? t('leaderboard.label')} containerClassName="@max-2xl:hidden">
        <TableHead>
          <tr>
            <TableHeaderCell>{t('leaderboard.rank')}</TableHeaderCell>
            <TableHeaderCell>{t('leaderboard.name')}</TableHeaderCell>
            <TableHeaderCell>{t('leaderboard.tier')}</TableHeaderCell>
            {withCodes && <TableHeaderCell>{t('leaderboard.code')}</TableHeaderCell>}
            <TableHeaderCell className="text-right">{t('leaderboard.pointsEarned')}</TableHeaderCell>
            {withSpend && (
              <TableHeaderCell className="text-right">{t('leaderboard.totalSpent')}</TableHeaderCell>
            )}
          </tr>
        </TableHead>
        <TableBody>
          {items.map((row) => {
            const highlighted = row.rank <= top;
            const mine = isMine(row, myCode);
            return (
              <tr
                key={row.rank}
                aria-current={mine ? 'true' : undefined}
                className={cn(
                  'align-middle',
                  highlighted ? 'bg-accent-100/60' : 'hover:bg-sand-50/60',
                  mine && 'outline-2 -outline-offset-2 outline-brand-600',
                )}
              >
                <TableCell>
                  <RankBubble rank={row.rank} highlighted={highlighted} />
                </TableCell>
                <TableCell className="font-semibold">
                  {row.name}
                  {mine && (
                    <span className="ml-2 text-sm font-medium text-brand-800">{t('leaderboard.you')}</span>
                  )}
                  {highlighted && config && (
                    <Badge tone="warning" className="ml-2">
                      {t('leaderboard.off', { percent: config.offerDiscountPercentage })}
                    </Badge>
                  )}
                </TableCell>
                <TableCell>
                  <TierBadge tier={row.tier} />
                </TableCell>
                {withCodes && <TableCell className="font-mono">{row.code}</TableCell>}
                <TableCell className="text-right font-semibold tabular-nums">
                  {formatPoints(row.points)}
                </TableCell>
                {withSpend && (
                  <TableCell className="text-right tabular-nums">
                    {row.totalSpentPaise === null ? '' : formatPaise(row.totalSpentPaise)}
                  </TableCell>
                )}
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

const isMine = (row: LeaderboardRow, myCode: string | null) => myCode !== null && row.code === myCode;

/** The offer as customers read it above the rows. */
export function OfferBanner({ config }: { config: LeaderboardConfig }) {
  const { t } = useT();
  return (
    <Card className="flex gap-3 border-accent-500/40 bg-accent-100">
      <Trophy aria-hidden="true" className="size-8 shrink-0 text-accent-700" />
      <div className="min-w-0 space-y-1">
        <p className="text-lg font-bold break-words text-sand-900">
          {t('leaderboard.offer', {
            title: config.offerTitle,
            count: config.topCount,
            percent: config.offerDiscountPercentage,
          })}
        </p>
        {config.offerDescription && <p className="break-words text-sand-800">{config.offerDescription}</p>}
      </div>
    </Card>
  );
}

function RankBubble({ rank, highlighted }: { rank: number; highlighted: boolean }) {
  const { t } = useT();
  return (
    <span
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full text-sm font-bold',
        highlighted ? 'bg-accent-500 text-sand-900' : 'bg-sand-100 text-sand-700',
      )}
    >
      <span className="sr-only">{t('leaderboard.rank')} </span>
      {rank}
    </span>
  );
}

function RowCard({
  row,
  top,
  config,
  mine,
}: {
  row: LeaderboardRow;
  top: number;
  config: LeaderboardConfig | null;
  mine: boolean;
}) {
  const { t } = useT();
  const highlighted = row.rank <= top;
  return (
    <li
      aria-current={mine ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-2xl border p-3',
        highlighted ? 'border-accent-500/40 bg-accent-100/60' : 'border-sand-200 bg-white',
        mine && 'ring-2 ring-brand-600',
      )}
    >
      <RankBubble rank={row.rank} highlighted={highlighted} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-sand-900">
          {row.name}
          {mine && <span className="ml-1 text-sm font-medium text-brand-800">{t('leaderboard.you')}</span>}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-sand-700">
          {row.code && <span className="font-mono">{row.code}</span>}
          <TierBadge tier={row.tier} />
          {highlighted && config && (
            <Badge tone="warning">{t('leaderboard.off', { percent: config.offerDiscountPercentage })}</Badge>
          )}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-bold text-sand-900 tabular-nums">
          {t('leaderboard.points', { points: formatPoints(row.points) })}
        </p>
        {row.totalSpentPaise !== null && (
          <p className="text-xs text-sand-700 tabular-nums">{formatPaise(row.totalSpentPaise)}</p>
        )}
      </div>
    </li>
  );
}
