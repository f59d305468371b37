import { useState } from 'react';
import type { FormEvent } from 'react';
import buttons from '@/components/ui/button.module.css';
import styles from './search-box.module.css';

interface SearchBoxProps {
  initialTerm?: string;
  /** Called with the trimmed term; an empty term means "show everything". */
  onSearch: (term: string) => void;
}

/** The menu's search form: a term and a Search button; an empty search shows every dish. */
export function SearchBox({ initialTerm = '', onSearch }: SearchBoxProps) {
  const [term, setTerm] = useState(initialTerm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor="food-search" className="visually-hidden">
        Search food
      </label>
      <input
        id="food-search"
        type="search"
        className={styles.input}
        placeholder="Search dishes"
        value={term}
        maxLength={100}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className={buttons.button}>
        Search
      </button>
    </form>
  );
}
