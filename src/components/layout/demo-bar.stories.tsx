import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEMO_ACCOUNTS } from '@mocks/demo-accounts';
import { SCENARIO_NAMES, scenarios } from '@mocks/scenarios';
import type { DemoInfo } from '@contract/demo';
import { DemoBar } from './demo-bar';

const info: DemoInfo = {
  scenario: null,
  scenarios: SCENARIO_NAMES.map((name) => ({ name, description: scenarios[name].description })),
  demoAccounts: DEMO_ACCOUNTS,
  resetDemoData: () => undefined,
};

const meta = {
  title: 'Layout/DemoBar',
  component: DemoBar,
  parameters: { layout: 'fullscreen' },
  args: { info, onScenarioChange: fn(), onReset: fn() },
} satisfies Meta<typeof DemoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(within(canvasElement).getByRole('complementary', { name: 'Demo mode' }));
    await userEvent.click(bar.getByText(/Demo mode: mock backend/));
    await expect(bar.getByText(DEMO_ACCOUNTS[0]!.email)).toBeVisible();
    await userEvent.selectOptions(bar.getByRole('combobox', { name: 'Scenario' }), 'slow');
    await expect(args.onScenarioChange).toHaveBeenCalledWith('slow');
    await userEvent.click(bar.getByRole('button', { name: 'Reset demo data' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const WithScenario: Story = {
  args: { info: { ...info, scenario: 'server-down' } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByText('scenario “server-down”', { exact: false });
    await expect(summary).toBeVisible();
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
