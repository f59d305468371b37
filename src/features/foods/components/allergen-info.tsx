import { ALLERGENS, type Allergen } from '@contract/dietary';
import styles from './allergen-info.module.css';

interface AllergenInfoProps {
  /** Absent when the server does not model allergens: then nothing may be claimed either way. */
  allergens: readonly Allergen[] | undefined;
}

/** Which of the EU's 14 allergens a dish contains, as the kitchen declares them. */
export function AllergenInfo({ allergens }: AllergenInfoProps) {
  if (!allergens) {
    return <p className={styles.unavailable}>Allergen information is not available for this dish.</p>;
  }
  const contained = ALLERGENS.filter(({ id }) => allergens.includes(id)).map(({ label }) => label);
  return (
    <div className={styles.allergens}>
      <p>
        {contained.length > 0 ? (
          <>
            <strong>Contains:</strong> {contained.join(', ')}
          </>
        ) : (
          `Contains none of the ${ALLERGENS.length} main allergens`
        )}
      </p>
      <p className={styles.note}>
        Allergen information is provided by the kitchen. If you have an allergy, please check with the
        restaurant before ordering.
      </p>
    </div>
  );
}
