import type {
  AddCustomerInput,
  AdminCustomerDetail,
  CustomerList,
  ResetLink,
} from '../../../domain/customers.schemas';
import type { Database } from '../../db/client';
import { noteAddress, noteJoin } from '../referral-review';
import { addCustomer } from './customer-add';
import { listCustomers, type CustomerListQuery } from './customer-list';
import { makeResetLink, setCustomerPassword } from './customer-passwords';
import { readAdminCustomer } from './customer-read';
import { deleteCustomer, setCustomerEnabled } from './customer-removal';

/**
 * The admin's customer screens (issue 11, DESIGN 2 and 7): the list, one customer, add, delete,
 * disable and enable, and the Password Management tab's password and reset link (an edit, which
 * may change points, is workflows/edit-customer.workflow.ts). Every change is one transaction on
 * the locked customer row, audited with the acting admin.
 */
export function createCustomersService(db: Database) {
  return {
    list: (query: CustomerListQuery): Promise<CustomerList> => listCustomers(db, query),

    get: (id: string): Promise<AdminCustomerDetail> => readAdminCustomer(db, id),

    async add(adminId: string, input: AddCustomerInput): Promise<AdminCustomerDetail> {
      const id = await addCustomer(db, adminId, input);
      // The referral review looks at the new link (docs/decisions/081): flagged, never refused.
      await db.transaction(async (tx) => {
        await noteAddress(tx, id, input.address ?? null, null);
        await noteJoin(tx, id, { deviceDigest: null });
      });
      return readAdminCustomer(db, id);
    },

    remove: (adminId: string, id: string): Promise<void> => deleteCustomer(db, adminId, id),

    /** Disables or enables; the customer as they are now and the toast. */
    async setEnabled(
      adminId: string,
      id: string,
      enabled: boolean,
    ): Promise<{ customer: AdminCustomerDetail; message: string }> {
      const message = await setCustomerEnabled(db, adminId, id, enabled);
      return { customer: await readAdminCustomer(db, id), message };
    },

    setPassword: (adminId: string, id: string, password: string): Promise<void> =>
      setCustomerPassword(db, adminId, id, password),

    resetLink: (adminId: string, id: string, origin: string): Promise<ResetLink> =>
      makeResetLink(db, adminId, id, origin),
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
