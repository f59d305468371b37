import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { DemoBar } from '@/components/layout/demo-bar';
import { useLogin } from '@/features/account/use-login';
import { useLogout } from '@/features/account/use-logout';
import { selectUser, userLoggedOut } from '@/features/account/user-slice';
import { useSingleFlight } from '@/lib/single-flight';
import { notify } from '@/lib/toast/notify';
import type { DemoAccount, DemoInfo } from '@contract/demo';
import type { AppSide, StateChange } from './demo-state-effects';

// Loaded once the panel opens, with its list, curl and HAR code: the demo's first load stays small.
const RequestLogPanel = lazy(() =>
  import('./request-log-panel').then((module) => ({ default: module.RequestLogPanel })),
);

interface DemoState {
  info: DemoInfo | null;
  failure?: string;
}

/** Only once the demo's state changed under the app. */
const loadEffects = () => import('./demo-state-effects');

/** Per tab, like the chosen scenario: the panel stays open through navigation and reloads. */
const OPEN_KEY = 'foodstore.demoPanelOpen';

function storedOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === 'open';
  } catch {
    return false;
  }
}

function storeOpen(open: boolean) {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, 'open');
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage refused (privacy settings): the panel still opens and closes, for this page load.
  }
}

function switchScenario(scenario: string | null) {
  const url = new URL(window.location.href);
  url.searchParams.set('scenario', scenario ?? 'none');
  window.location.assign(url.href);
}

function useDemoInfo(demo: Promise<DemoInfo>): DemoState {
  const [state, setState] = useState<DemoState>({ info: null });
  useEffect(() => {
    let current = true;
    demo.then(
      (info) => current && setState({ info }),
      (error: unknown) =>
        current && setState({ info: null, failure: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [demo]);
  return state;
}

/** Shows the demo bar once the mock backend has started (or says why it did not). */
export function DemoPanel({ demo }: { demo: Promise<DemoInfo> }) {
  const { info, failure } = useDemoInfo(demo);
  const [open, setOpen] = useState(storedOpen);
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectUser);
  const logIn = useLogin();
  const logOut = useLogout();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    storeOpen(next);
  };

  // As the login form does it, where the stakeholder stands. From another account, that one logs out
  // first, as a person would: the session change then clears what it was shown and re-runs the guards.
  const signIn = useSingleFlight(async (account: DemoAccount) => {
    if (current.token && current.email !== account.email) logOut();
    await logIn({ email: account.email, password: account.password });
  });

  const appSide: AppSide = { user: current, dispatch, signIn };
  const settle = (change: StateChange) =>
    void loadEffects().then((effects) => effects.settle(change, appSide));

  // A `?state=` link the demo applied as it started: the runtime hands it over once, so a second
  // run of this effect (a new user, Strict Mode) finds nothing to do.
  useEffect(() => {
    const opened = info?.state?.takeOpened();
    if (opened) settle(opened);
  });

  // Without a reload, so the toast saying so stays on screen and the page keeps its place.
  const reset = () => {
    info?.resetDemoData();
    const message = 'Back to the seed: the demo accounts and their past orders.';
    if (!current.token) {
      notify.success('Demo data reset', message);
      return;
    }
    // The reset ended every session, this one's too: out as after logging out (cached data goes with it).
    dispatch(userLoggedOut());
    notify.success('Demo data reset', `${message} You are logged out.`);
  };

  return (
    <DemoBar
      info={info}
      failure={failure}
      open={open}
      onOpenChange={changeOpen}
      onScenarioChange={switchScenario}
      onSignIn={(account) => void signIn(account)}
      onReset={reset}
      requestLog={
        open &&
        info?.requestLog && (
          <Suspense fallback={null}>
            <RequestLogPanel log={info.requestLog} />
          </Suspense>
        )
      }
      onStateImported={settle}
    />
  );
}
