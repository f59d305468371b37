import { use, useState, type ChangeEvent } from 'react';
import type { DemoStateImport, DemoStateShare } from '@contract/demo';
import bar from './demo-bar.module.css';
import styles from './demo-share.module.css';
import { downloadFile } from '@/utils/download-file';

export type DemoStateImported = Extract<DemoStateImport, { ok: true }>;

interface DemoShareProps {
  state: DemoStateShare;
  /** A good file replaced the demo's state: the caller settles the app's session and scenario. */
  onImported: (result: DemoStateImported) => void;
}

/**
 * The demo bar's share section: the chaos run's replay link, the state as a file (export and import)
 * and the links that open the demo in a named state. Loaded with the open panel only.
 */
export function DemoShare({ state, onImported }: DemoShareProps) {
  const tools = use(state.tools());
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState('');

  const copy = async (link: string, what: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(`Copied the link to ${what}.`);
    } catch {
      // Clipboard refused (permissions, an insecure page): the link is still there to copy by hand.
      setCopied(`Copy this link to ${what}: ${link}`);
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const result = await tools.importFile(file);
    // The same file can be chosen again, e.g. after fixing it.
    input.value = '';
    if (!result.ok) {
      setProblem(`The state was not imported. ${result.message}`);
      return;
    }
    setProblem(null);
    onImported(result);
  };

  return (
    <section className={`${bar.section} ${styles.section}`}>
      {state.chaos && tools.chaosLink && (
        <p className={styles.chaos}>
          <span>
            Chaos seed <code>{state.chaos.seed}</code>, rate <code>{state.chaos.rate}</code>
          </span>
          <button
            type="button"
            className={bar.action}
            onClick={() => void copy(tools.chaosLink ?? '', 'replay these failures')}
          >
            Copy replay link
          </button>
        </p>
      )}
      <details className={styles.share}>
        <summary className={styles.summary}>Share the demo’s state</summary>
        <div className={styles.body}>
          <div className={styles.file}>
            <button
              type="button"
              className={bar.action}
              onClick={() => {
                const { name, text } = tools.exportFile();
                downloadFile(name, text);
              }}
            >
              Export state
            </button>
            <label className={styles.import}>
              Import a state file
              <input
                type="file"
                accept=".json,application/json"
                className={styles.input}
                aria-describedby="demo-share-problem"
                onChange={(event) => void importFile(event)}
              />
            </label>
          </div>
          <p id="demo-share-problem" role="alert" className={styles.problem}>
            {problem}
          </p>
          <h3 className={bar.heading}>Open the demo in a named state</h3>
          <ul className={styles.named}>
            {tools.named.map((named) => (
              <li key={named.name} className={styles.state}>
                <span>
                  <strong>{named.label}</strong>
                  <span className={styles.description}>{named.description}</span>
                </span>
                <button
                  type="button"
                  className={bar.action}
                  aria-label={`Copy link: ${named.label}`}
                  onClick={() => void copy(named.link, `open “${named.label}”`)}
                >
                  Copy link
                </button>
              </li>
            ))}
          </ul>
        </div>
      </details>
      <p role="status" className={styles.copied}>
        {copied}
      </p>
    </section>
  );
}
