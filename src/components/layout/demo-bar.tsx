import type { DemoInfo } from '@contract/demo';
import styles from './demo-bar.module.css';

interface DemoBarProps {
  info: DemoInfo | null;
  /** Why the mock backend did not start, if it did not. */
  failure?: string;
  onScenarioChange: (scenario: string | null) => void;
  onReset: () => void;
}

/** Tells stakeholders this is a demo on mock data, with accounts to try and scenarios to switch. */
export function DemoBar({ info, failure, onScenarioChange, onReset }: DemoBarProps) {
  if (failure) {
    return (
      <aside className={`${styles.bar} ${styles.failed}`} aria-label="Demo mode">
        <p role="alert" className={styles.alert}>
          The demo backend could not start: {failure}
        </p>
      </aside>
    );
  }
  if (!info) return null;
  return (
    <aside className={styles.bar} aria-label="Demo mode">
      <details>
        <summary>
          Demo mode: mock backend, no real orders or payments
          {info.scenario && <strong> · scenario “{info.scenario}”</strong>}
        </summary>
        <div className={styles.panel}>
          <section>
            <h2 className={styles.heading}>Demo accounts</h2>
            <ul className={styles.accounts}>
              {info.demoAccounts.map((account) => (
                <li key={account.email}>
                  {account.role === 'admin' ? 'Admin' : 'Shopper'}: <code>{account.email}</code> /{' '}
                  <code>{account.password}</code>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <label className={styles.heading} htmlFor="demo-scenario">
              Scenario
            </label>
            <select
              id="demo-scenario"
              value={info.scenario ?? ''}
              onChange={(event) => onScenarioChange(event.target.value || null)}
            >
              <option value="">Normal (everything works)</option>
              {info.scenarios.map((scenario) => (
                <option key={scenario.name} value={scenario.name}>
                  {scenario.name}: {scenario.description}
                </option>
              ))}
            </select>
          </section>
          <button type="button" className={styles.reset} onClick={onReset}>
            Reset demo data
          </button>
        </div>
      </details>
    </aside>
  );
}
