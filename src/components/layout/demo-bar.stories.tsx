import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '@mocks/demo-accounts';
import { SCENARIO_NAMES, scenarios } from '@mocks/scenarios';
import type { DemoInfo } from '@contract/demo';
import { DemoBar } from './demo-bar';

const info: DemoInfo = {
  scenario: null,
  scenarios: SCENARIO_NAMES.map((name) => ({
    name,
    label: scenarios[name].label,
    description: scenarios[name].description,
  })),
  demoAccounts: DEMO_ACCOUNTS,
  resetDemoData: () => undefined,
};

const meta = {
  title: 'Components/Layout/DemoBar',
  tags: ['autodocs'],
  component: DemoBar,
  parameters: { layout: 'fullscreen' },
  args: {
    info,
    open: true,
    onOpenChange: fn(),
    onScenarioChange: fn(),
    onSignIn: fn(),
    onReset: fn(),
    onStateImported: fn(),
  },
} satisfies Meta<typeof DemoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('complementary', { name: 'Demo mode' }));

export const Info: Story = {
  play: async ({ canvasElement, args }) => {
    const demo = bar(canvasElement);
    await expect(demo.getByText(DEMO_ACCOUNTS[0]!.email)).toBeVisible();
    await userEvent.click(demo.getByRole('button', { name: 'Sign in as shopper' }));
    await expect(args.onSignIn).toHaveBeenCalledWith(DEMO_ACCOUNTS.find((a) => a.role === 'shopper'));
    await userEvent.click(demo.getByRole('button', { name: 'Sign in as admin' }));
    await expect(args.onSignIn).toHaveBeenLastCalledWith(DEMO_ACCOUNTS.find((a) => a.role === 'admin'));
    const picker = demo.getByRole('combobox', { name: 'Scenario' });
    await expect(picker).toHaveAccessibleDescription('Every call works.');
    await userEvent.selectOptions(picker, 'Slow server');
    await expect(args.onScenarioChange).toHaveBeenCalledWith('slow');
    await userEvent.click(demo.getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

/** The summary names the scenario; the picker shows its short label and says what it does. */
export const WithScenario: Story = {
  args: { info: { ...info, scenario: 'server-down' } },
  play: async ({ canvasElement }) => {
    const demo = bar(canvasElement);
    await expect(demo.getByText('scenario “server-down”', { exact: false })).toBeVisible();
    const picker = demo.getByRole('combobox', { name: 'Scenario' });
    await expect(picker).toHaveDisplayValue('Server down');
    await expect(picker).toHaveAccessibleDescription(scenarios['server-down'].description);
  },
};

/** Closed until the user opens it; the caller keeps the state (so a reload keeps it too). */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const demo = bar(canvasElement);
    await expect(demo.queryByRole('button', { name: 'Reset demo data' })).not.toBeVisible();
    await userEvent.click(demo.getByText(/Demo mode: mock backend/));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** On the narrowest phone the open panel, its picker included, fits the screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  args: { info: { ...info, scenario: 'register-email-taken' } },
  play: async ({ canvasElement }) => {
    const picker = bar(canvasElement).getByRole('combobox', { name: 'Scenario' });
    await expect(picker.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Failure: Story = {
  args: { info: null, failure: 'service workers are not available in this browser.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The demo backend could not start: service workers are not available in this browser.',
    );
  },
};
