import { challengeMessages } from '../../../domain/messages';
import { useSolvingChallenge } from '../../lib/proof-of-work/challenge-status';
import { Spinner } from './spinner';
import { useT } from '../../i18n/i18n-context';

/**
 * What a sign-in, registration or password form says while the browser does the proof-of-work
 * check the server asked for (docs/decisions/038); the form then carries on by itself, nothing
 * typed again. The live region is always there so the words are announced when they appear.
 */
export function ChallengeNotice() {
  const solving = useSolvingChallenge();
  const { m } = useT();
  return (
    // No room taken while empty (empty:mb-0 undoes the form's space-y gap).
    <div role="status" aria-live="polite" className="empty:mb-0">
      {solving && (
        <div className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-3.5 text-sm text-sky-950">
          <Spinner size="sm" className="mt-0.5 shrink-0 text-sky-800" />
          <div className="space-y-1">
            <p className="font-semibold">{m(challengeMessages.checking)}</p>
            <p>{m(challengeMessages.why)}</p>
          </div>
        </div>
      )}
    </div>
  );
}
