import { lazy, type ReactNode, Suspense, type SyntheticEvent } from 'react';
import type { DemoAccount, DemoInfo } from '@contract/demo';
import styles from './demo-bar.module.css';
import { DemoBarPending, SUMMARY } from './demo-bar-pending';
import type { DemoStateImported } from './demo-share';

// Loaded with the open panel only: the demo's first load never needs it.
const DemoShare = lazy(() => import('./demo-share').then((module) => ({ default: module.DemoShare })));

interface DemoBarProps {
  info: DemoInfo | null;
  /** Why the mock backend did not start, if it did not. */
  failure?: string;
  /** Whether the panel is open: kept by the caller, so only the user ever closes it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScenarioChange: (scenario: string | null) => void;
  onSignIn: (account: DemoAccount) => void;
  onReset: () => void;
  /** The request log's section, where the mock runtime keeps one (request-log.tsx). */
  requestLog?: ReactNode;
  onStateImported: (result: DemoStateImported) => void;
}

const NORMAL = { label: 'Normal', description: 'Every call works.' };
/**
 * Tells stakeholders this is a demo on mock data, with accounts to sign in as at one click, scenarios
 * to switch, a reset, and the log of the calls the mock answered.
 */
export function DemoBar({
  info,
  failure,
  open,
  onOpenChange,
  onScenarioChange,
  onSignIn,
  onReset,
  requestLog,
  onStateImported,
}: DemoBarProps) {
  if (failure) {
    return (
      <aside className={`${styles.bar} ${styles.failed}`} aria-label="Demo mode">
        <p role="alert" className={styles.alert}>
          The demo backend could not start: {failure}
        </p>
      </aside>
    );
  }
  if (!info) return <DemoBarPending />;
  // React passes a section's own toggle (the request log's) up to here: only the panel's counts.
  const togglePanel = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.target === event.currentTarget) onOpenChange(event.currentTarget.open);
  };
  const chosen = info.scenarios.find((scenario) => scenario.name === info.scenario) ?? NORMAL;
  return (
    <aside className={styles.bar} aria-label="Demo mode">
      <details open={open} onToggle={togglePanel}>
        <summary>
          {SUMMARY}
          {info.scenario && <strong> · scenario “{info.scenario}”</strong>}
        </summary>
        <div className={styles.panel}>
          <section className={styles.section}>
            <h2 className={styles.heading}>Demo accounts</h2>
            <ul className={styles.accounts}>
              {info.demoAccounts.map((account) => (
                <li key={account.email} className={styles.account}>
                  <span>
                    {account.role === 'admin' ? 'Admin' : 'Shopper'}: <code>{account.email}</code> /{' '}
                    <code>{account.password}</code>
                  </span>
                  <button type="button" className={styles.action} onClick={() => onSignIn(account)}>
                    Sign in as {account.role}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section}>
            <label className={styles.heading} htmlFor="demo-scenario">
              Scenario
            </label>
            <select
              id="demo-scenario"
              className={styles.select}
              aria-describedby="demo-scenario-help"
              value={info.scenario ?? ''}
              onChange={(event) => onScenarioChange(event.target.value || null)}
            >
              <option value="">{NORMAL.label}</option>
              {info.scenarios.map((scenario) => (
                <option key={scenario.name} value={scenario.name}>
                  {scenario.label}
                </option>
              ))}
            </select>
            <p id="demo-scenario-help" className={styles.help}>
              {chosen.description}
            </p>
          </section>
          <button type="button" className={styles.action} onClick={onReset}>
            Reset demo data
          </button>
          {open && info.state && (
            <Suspense>
              <DemoShare state={info.state} onImported={onStateImported} />
            </Suspense>
          )}
          {requestLog}
        </div>
      </details>
    </aside>
  );
}
