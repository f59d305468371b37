import buttons from './button.module.css';
import { EmptyState } from './empty-state';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: 'The menu could not be loaded'. */
  title: string;
  /** Why, in the server's words when it gave any. */
  message: string;
  onRetry: () => void;
  headingLevel?: 1 | 2;
}

/** A failed load: what failed, why, and a way to try again instead of a blank area. */
export function LoadError({ title, message, onRetry, headingLevel }: LoadErrorProps) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={title}
      action={
        <button type="button" className={buttons.button} onClick={onRetry}>
          Try again
        </button>
      }
    >
      {message}
    </EmptyState>
  );
}
