import type { User } from '@store/contract';
import { initialAuthState, type AuthState } from '../features/auth/state/auth-reducer';

export const customer: User = {
  _id: '0b5a4f1e-8f5e-4a43-9d8c-1c6f7f4f2b10',
  name: 'sara Al Mansoori',
  email: 'sara@example.ae',
  phone: '+971501234567',
  role: 'customer',
  preferredLanguage: 'en',
  emailConfirmed: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const admin: User = { ...customer, _id: '5c1f6a0e-3b0a-4c55-8f0e-2a3b4c5d6e7f', name: 'Omar', role: 'admin' };

/** Auth state after the start-up session check: signed in as `user`, or a guest. */
export function authStateFor(user: User | null): AuthState {
  return { ...initialAuthState, isLoading: false, isAuthenticated: user !== null, user };
}
