/** What the mock backend tells the app about the demo it runs (accounts to try, scenarios to switch). */

/** The tab's chosen scenario is kept in sessionStorage under this key (also read by src/boot/). */
export const SCENARIO_STORAGE_KEY = 'foodstore.mockScenario';

export interface DemoAccount {
  role: 'shopper' | 'admin';
  name: string;
  email: string;
  password: string;
}

export interface DemoInfo {
  scenario: string | null;
  /** `label` is short enough for a phone's picker; `description` says what the scenario does. */
  scenarios: { name: string; label: string; description: string }[];
  demoAccounts: readonly DemoAccount[];
  resetDemoData(): void;
}
