import toast from 'react-hot-toast';
import styles from './toast.module.css';

function ToastText({ title, message }: { title: string; message: string }) {
  return (
    <span className={styles.text}>
      <strong className={styles.title}>{title}</strong>
      {message && <span className={styles.message}>{message}</span>}
    </span>
  );
}

/** Toasts as SPEC.md section 8 words them: a title and a message. Timing lives in AppToaster. */
export const notify = {
  success: (title: string, message = '') =>
    toast.success(<ToastText title={title} message={message} />, {
      ariaProps: { role: 'status', 'aria-live': 'polite' },
    }),
  error: (title: string, message = '') =>
    toast.error(<ToastText title={title} message={message} />, {
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    }),
};
