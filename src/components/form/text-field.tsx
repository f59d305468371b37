import { useField, useFormikContext } from 'formik';
import type { InputHTMLAttributes } from 'react';
import styles from './form.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
}

/** A labelled Formik input whose error shows only after the first submit attempt (docs/product.md §5). */
export function TextField({ name, label, type = 'text', ...input }: TextFieldProps) {
  const [field, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const error = submitCount > 0 ? meta.error : undefined;
  const id = `field-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...field}
        {...input}
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
