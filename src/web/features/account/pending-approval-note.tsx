import { Alert } from '../../components/ui/alert';

/**
 * What a pending account (a self-registered customer the shop has not approved yet, DESIGN 6)
 * means for the customer, and what they can do meanwhile: shown on home and their dashboard.
 */
export function PendingApprovalNote({ className }: { className?: string }) {
  return (
    <Alert tone="info" title="Your account is waiting for approval" className={className}>
      The shop checks every new account. Meanwhile you can shop, place orders and earn points on your
      delivered orders as usual. Once your account is approved you also join the leaderboard and earn rewards
      when friends you invite shop with us.
    </Alert>
  );
}
