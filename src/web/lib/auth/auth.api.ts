import type { CustomerUser, SessionUser, ShopUser } from '../../../domain/user';
import type { AdminLoginInput, CustomerLoginInput, RegisterInput } from '../../../domain/auth.schemas';
import { api } from '../api';

/** The auth endpoints of DESIGN section 2, typed. */
export const authApi = {
  me: (signal?: AbortSignal) =>
    api.get<{ user: SessionUser }>('/api/auth/me', { signal }).then((r) => r.user),
  login: (input: CustomerLoginInput) =>
    api.post<{ user: CustomerUser }>('/api/auth/login', input).then((r) => r.user),
  adminLogin: (input: AdminLoginInput) =>
    api.post<{ user: ShopUser }>('/api/auth/admin/login', input).then((r) => r.user),
  register: (input: RegisterInput) =>
    api.post<{ user: CustomerUser }>('/api/auth/register', input).then((r) => r.user),
  logout: () => api.post<void>('/api/auth/logout'),
};
