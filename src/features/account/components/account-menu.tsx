import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import buttons from '@/components/ui/button.module.css';
import { useLogout } from '../use-logout';
import { selectIsAdmin, selectIsLoggedIn, selectUser } from '../user-slice';
import styles from './account-menu.module.css';

function LoginLink() {
  const href = useRouterState({ select: (state) => state.location.href });
  const onLoginPage = href.startsWith('/login');
  return (
    <Link to="/login" search={onLoginPage ? {} : { returnUrl: href }} className={buttons.button}>
      Login
    </Link>
  );
}

/** Closes on Escape (focus back on the button), on a click elsewhere, and after choosing an item. */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, setOpen, root, button };
}

/**
 * The header's account area: a Login link, or a person icon and the user's name (only the icon where
 * the header is narrow) opening Dashboard, Profile, Orders, Admin Page and Logout.
 */
export function AccountMenu() {
  const user = useAppSelector(selectUser);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const navigate = useNavigate();
  const endSession = useLogout();
  const { open, setOpen, root, button } = useDisclosure();
  const menuId = useId();
  if (!isLoggedIn) return <LoginLink />;

  const name = user.name || user.email;
  const close = () => setOpen(false);
  const logout = () => {
    close();
    endSession();
    void navigate({ to: '/' });
  };
  return (
    <div className={styles.account} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${name}, account menu`}
        onClick={() => setOpen(!open)}
      >
        <PersonIcon />
        <span className={styles.name}>{name}</span>
        <CaretIcon />
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open} aria-label="Account">
        <li>
          <Link to="/dashbord" className={styles.item} onClick={close}>
            Dashboard
          </Link>
        </li>
        <li>
          <Link to="/profile" className={styles.item} onClick={close}>
            Profile
          </Link>
        </li>
        <li>
          <Link to="/orders" className={styles.item} onClick={close}>
            Orders
          </Link>
        </li>
        {isAdmin && (
          <li>
            <Link to="/admin" className={styles.item} onClick={close}>
              Admin Page
            </Link>
          </li>
        )}
        <li>
          <button type="button" className={styles.item} onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

/** A person: the account menu's button. */
export function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M4.5 20a7.5 7.5 0 0 1 15 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The menu's caret: a small downward triangle, drawn rather than typed (no shipped font has '▾'), in
 * a line of the caret's size, where the character sat.
 */
function CaretIcon() {
  return (
    <svg viewBox="0 0 502 1500" className={styles.caret} aria-hidden="true">
      <path d="M0 598h500l-250 515z" fill="currentColor" />
    </svg>
  );
}
