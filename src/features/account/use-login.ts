import { errorMessage } from '@/lib/api/error-message';
import { notify } from '@/lib/toast/notify';
import type { LoginPayload, User } from '@contract/types';
import { useLoginMutation } from './api/account-api';

/**
 * Logging in with its toasts (docs/product.md §8), one way for the login form and the demo bar's
 * one-click sign-in: the signed-in user, or null once 'Login Failed' has said why not.
 */
export function useLogin(): (credentials: LoginPayload) => Promise<User | null> {
  const [login] = useLoginMutation();
  return async (credentials) => {
    try {
      // Loaded on use: the demo bar's sign-in sits on every first page, where Yup (13 kB) is not needed.
      const { loginSchema } = await import('@contract/validation');
      const user = await login(loginSchema.cast(credentials)).unwrap();
      notify.success('Login Successful', `Welcome to FoodStore ${user.email}!`, { action: 'login' });
      return user;
    } catch (error) {
      notify.error('Login Failed', errorMessage(error), { action: 'login' });
      return null;
    }
  };
}
