import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useLogoutMutation } from './api/account-api';
import { selectUser, userLoggedOut } from './user-slice';

/**
 * Logging out, one way for the account menu and the demo bar (docs/product.md decision 3). The shopper
 * is out at once, whatever the server does: retiring the token there is a courtesy whose failure
 * (offline, 500) changes nothing here. The trigger's promise settles with the error instead of
 * rejecting, so nothing is left unhandled.
 */
export function useLogout(): () => void {
  const { token } = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [endServerSession] = useLogoutMutation();
  return () => {
    dispatch(userLoggedOut());
    void endServerSession(token);
  };
}
