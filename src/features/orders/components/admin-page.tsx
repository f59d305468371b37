import styles from './orders.module.css';

/** The admin area (DESIGN decision 1: admins only). */
export function AdminPage() {
  return (
    <div className={styles.page}>
      <h1>Admin area</h1>
      <p>admin-page works!</p>
    </div>
  );
}
