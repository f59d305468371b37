import type { FormEvent } from 'react';
import buttons from '@/components/ui/button.module.css';
import { SEARCH_FIELD } from '@/config/constants';
import styles from './search-box.module.css';

interface SearchBoxProps {
  initialTerm?: string;
  /** Called with the trimmed term; an empty term means "show everything". */
  onSearch: (term: string) => void;
}

/**
 * The menu's search form: a term and a Search button; an empty search shows every dish. It also works
 * without the app: the home page in index.html shows it before the app's code has arrived, and the
 * browser then sends it to the app's folder (`action`, the build's base), whose start turns it into the
 * search's address. The field is the browser's own (uncontrolled), so what was typed there before the
 * app took over can be carried into it (src/app/prerendered-page.ts).
 */
export function SearchBox({ initialTerm = '', onSearch }: SearchBoxProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get(SEARCH_FIELD) ?? '').trim());
  };
  return (
    <form role="search" className={styles.form} action={import.meta.env.BASE_URL} onSubmit={submit}>
      <label htmlFor="food-search" className="visually-hidden">
        Search food
      </label>
      <input
        id="food-search"
        name={SEARCH_FIELD}
        type="search"
        className={styles.input}
        placeholder="Search dishes"
        defaultValue={initialTerm}
        maxLength={100}
      />
      <button type="submit" className={buttons.button}>
        Search
      </button>
    </form>
  );
}
