import { Form, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * After a submit attempt that validation stopped: focus the first invalid field, so keyboard and
 * screen reader users land on it, and tell the page (e.g. to raise a toast).
 */
function InvalidSubmitWatcher({ onInvalidSubmit }: { onInvalidSubmit?: () => void }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
    onInvalidSubmit?.();
  }, [submitCount, isValid, isSubmitting, onInvalidSubmit]);
  return null;
}

interface FormCardProps {
  title: string;
  children: ReactNode;
  /** Links under the form, e.g. 'Register Here'. */
  footer?: ReactNode;
  onInvalidSubmit?: () => void;
  /** For forms with more than fields, such as the order form with its table and map. */
  wide?: boolean;
}

/** The frame every form shares: a titled card, the fields, and what happens on an invalid submit. */
export function FormCard({ title, children, footer, onInvalidSubmit, wide = false }: FormCardProps) {
  return (
    <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby="form-title">
      <h1 id="form-title" className={styles.title}>
        {title}
      </h1>
      <Form noValidate className={styles.form} aria-labelledby="form-title">
        <InvalidSubmitWatcher onInvalidSubmit={onInvalidSubmit} />
        {children}
      </Form>
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
