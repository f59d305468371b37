import { Form, useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import styles from './form.module.css';

/** Moves focus to the first invalid field after a failed submit, so keyboard and screen reader users land on it. */
function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (submitCount > 0 && !isValid && !isSubmitting) {
      document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isValid, isSubmitting]);
  return null;
}

interface FormCardProps {
  title: string;
  children: ReactNode;
  /** Links under the form, e.g. 'Register Here'. */
  footer?: ReactNode;
}

/** The frame every form shares: a titled card, the fields, and the focus-on-error behaviour. */
export function FormCard({ title, children, footer }: FormCardProps) {
  return (
    <section className={styles.card} aria-labelledby="form-title">
      <h1 id="form-title" className={styles.title}>
        {title}
      </h1>
      <Form noValidate className={styles.form} aria-labelledby="form-title">
        <FocusFirstError />
        {children}
      </Form>
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
