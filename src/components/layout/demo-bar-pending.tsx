import styles from './demo-bar.module.css';

// Apart from the bar itself: the app's entry shows this while the demo's panel (which has the bar)
// loads, and with a real server never loads the bar at all.

export const SUMMARY = 'Demo mode: mock backend, no real orders or payments';

/**
 * The closed bar while the mock backend starts: the same line in the same place, so the page does not
 * move when the bar fills in. Inert until then: a click or a screen reader finds the real bar only.
 */
export function DemoBarPending() {
  return (
    <aside className={styles.bar} inert>
      <details>
        <summary>{SUMMARY}</summary>
      </details>
    </aside>
  );
}
