import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** The way out: a link home, a retry button. */
  action?: ReactNode;
  /** The page's main heading when the state stands for the whole page. */
  headingLevel?: 1 | 2;
}

/** Nothing to show (not found, empty, failed): a clear sentence and a way on, never a blank area. */
export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.state}>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
