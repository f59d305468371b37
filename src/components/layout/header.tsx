import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import styles from './header.module.css';

interface HeaderProps {
  cartCount: number;
  /** The Login link when logged out, the user menu when logged in. */
  account: ReactNode;
}

/**
 * The bar on every page: the Food Store! home link, the Cart link with its count, and the account
 * slot. On a phone the Cart link shows only its icon and count.
 */
export function Header({ cartCount, account }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          Food Store!
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <Link
            to="/cart-page"
            className={styles.link}
            activeProps={{ 'aria-current': 'page' }}
            aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}
          >
            <CartIcon />
            {/* The link's name says 'Cart' even where a phone shows only the icon and the count. */}
            <span className={styles.label}>Cart</span>{' '}
            {cartCount > 0 && (
              <span className={styles.count} aria-hidden="true">
                {cartCount}
              </span>
            )}
          </Link>
          {account}
        </nav>
      </div>
    </header>
  );
}

/** The cart: the header's Cart link. */
export function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
