import styles from './loading-overlay.module.css';

/** docs/product.md §2: a full-screen 'Loading...' overlay while any request is in flight. */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.box}>
        <span className={styles.spinner} aria-hidden="true" />
        Loading...
      </div>
    </div>
  );
}
