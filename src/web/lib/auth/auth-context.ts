import { createContext, useContext } from 'react';
import type { CustomerUser, SessionUser, ShopUser } from '../../../domain/user';
import type { AdminLoginInput, CustomerLoginInput, RegisterInput } from '../../../domain/auth.schemas';

export interface AuthContextValue {
  /** Who the app currently believes is signed in (the cached user until the server answers). */
  user: SessionUser | null;
  /** True until GET /api/auth/me has answered once. Guards wait for it; the header does not. */
  isLoading: boolean;
  login: (input: CustomerLoginInput) => Promise<CustomerUser>;
  adminLogin: (input: AdminLoginInput) => Promise<ShopUser>;
  register: (input: RegisterInput) => Promise<CustomerUser>;
  logout: () => Promise<void>;
  /** Asks the server again (after a 401 elsewhere, or when points may have changed). */
  refresh: () => Promise<void>;
  /** The server answered the signed-in customer as they are now (after they edited their profile). */
  updateUser: (user: CustomerUser) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** SPEC: auth hooks throw when used outside their provider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
