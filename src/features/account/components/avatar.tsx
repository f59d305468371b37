import styles from './account.module.css';

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]?.toUpperCase() ?? '');
  return `${letters[0] ?? '?'}${letters.length > 1 ? letters.at(-1) : ''}`;
}

/** The profile picture: the user's initials, drawn here, so no image is fetched or uploaded. */
export function Avatar({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 96 96" className={styles.avatar} role="img" aria-label={`Profile picture of ${name}`}>
      <circle cx="48" cy="48" r="48" fill="#b3261e" />
      <text x="48" y="48" dy="0.35em" textAnchor="middle" fontSize="36" fontWeight="700" fill="#fff">
        {initials(name)}
      </text>
    </svg>
  );
}
