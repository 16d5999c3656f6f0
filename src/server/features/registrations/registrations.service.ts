import { messages } from '../../../domain/messages';
import type { Registration, RegistrationDecision } from '../../../domain/registrations.schemas';
import { recordAudit } from '../../audit/audit-log';
import { endCustomerAccess } from '../../auth/account-access';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { saveCustomerStatus } from '../customers';

interface RegistrationRow {
  id: string;
  name: string;
  phone: string;
  code: string;
  parent_code: string | null;
  joined_at: Date;
}

/** What a decision makes of the account: approved customers are active, rejected ones disabled (DESIGN 6). */
const STATUS_AFTER: Record<RegistrationDecision, 'active' | 'rejected'> = {
  approve: 'active',
  reject: 'rejected',
};

/** Customer registrations waiting for approval, and the admin's decision on each (audited). */
export function createRegistrationsService(db: Database) {
  return {
    /** Pending registrations, oldest first (at most 500). */
    async pending(): Promise<Registration[]> {
      const rows = await db.query<RegistrationRow>(
        `select c.id, c.name, c.phone, c.code, p.code as parent_code, c.joined_at
         from customers c left join customers p on p.id = c.parent_id
         where c.status = 'pending' order by c.joined_at, c.code limit 500`,
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        phone: r.phone,
        code: r.code,
        parentCode: r.parent_code,
        joinedAt: r.joined_at.toISOString(),
      }));
    },

    /**
     * Decides a pending registration once: a decided one is a conflict. Rejecting disables the
     * account and ends its sessions and unused reset links at once. Returns the toast the admin sees (SPEC 8).
     */
    async decide(adminId: string, customerId: string, decision: RegistrationDecision): Promise<string> {
      await db.transaction(async (tx) => {
        const [customer] = await tx.query<{ status: string }>(
          'select status from customers where id = $1 for update',
          [customerId],
        );
        if (!customer) throw new AppError('NOT_FOUND', messages.customers.notFound);
        if (customer.status !== 'pending')
          throw new AppError('REGISTRATION_ALREADY_DECIDED', messages.customers.notPending);
        const status = STATUS_AFTER[decision];
        await saveCustomerStatus(tx, customerId, status);
        if (status === 'rejected') await endCustomerAccess(tx, customerId);
        await recordAudit(tx, {
          adminId,
          action: `customer.${decision}`,
          entity: 'customer',
          entityId: customerId,
        });
      });
      return decision === 'approve' ? messages.customers.approved : messages.customers.rejected;
    },
  };
}
