import { useEffect, useState } from 'react';
import { DemoBar } from '@/components/layout/demo-bar';
import type { DemoInfo } from '@contract/demo';

interface DemoState {
  info: DemoInfo | null;
  failure?: string;
}

function switchScenario(scenario: string | null) {
  const url = new URL(window.location.href);
  url.searchParams.set('scenario', scenario ?? 'none');
  window.location.assign(url.href);
}

/** Shows the demo bar once the mock backend has started (or says why it did not). */
export function DemoPanel({ demo }: { demo: Promise<DemoInfo> | null }) {
  const [state, setState] = useState<DemoState>({ info: null });
  useEffect(() => {
    let current = true;
    demo?.then(
      (info) => current && setState({ info }),
      (error: unknown) =>
        current && setState({ info: null, failure: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [demo]);

  const reset = () => {
    state.info?.resetDemoData();
    window.location.reload();
  };
  return (
    <DemoBar info={state.info} failure={state.failure} onScenarioChange={switchScenario} onReset={reset} />
  );
}
