import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createStateTools } from '@mocks/share/state-tools';
import type { ChaosSettings } from '@mocks/scenarios/chaos';
import type { DemoStateShare } from '@contract/demo';
import barStyles from './demo-bar.module.css';
import { DemoShare } from './demo-share';

const BASE = 'https://demo.example/food-store/';

function shareState(chaos: ChaosSettings | null = null): DemoStateShare {
  const tools = Promise.resolve(
    createStateTools({ base: BASE, scenario: chaos && 'chaos', chaos, storage: null, href: () => BASE }),
  );
  return { chaos, takeOpened: () => null, tools: () => tools };
}

const meta = {
  title: 'Components/Layout/DemoShare',
  component: DemoShare,
  parameters: { layout: 'fullscreen' },
  // As in the demo bar's open panel, whose colours it takes.
  decorators: [
    (Story) => (
      <aside className={barStyles.bar} aria-label="Demo mode">
        <div className={barStyles.panel}>
          <Story />
        </div>
      </aside>
    ),
  ],
  args: { state: shareState(), onImported: fn() },
} satisfies Meta<typeof DemoShare>;

export default meta;
type Story = StoryObj<typeof meta>;

const openShare = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByText('Share the demo’s state'));
  return canvas;
};

/** Closed until asked for: one line in the panel. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Share the demo’s state')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export state' })).not.toBeVisible();
  },
};

/** Export, import, and a link to copy for each named state. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openShare(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Export state' })).toBeVisible();
    await expect(canvas.getByLabelText('Import a state file')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link: Admin with 30 orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link: Payment fails' })).toBeVisible();
  },
};

/** While chaos runs, its seed and rate, and the link that replays the same failures. */
export const WithChaos: Story = {
  args: { state: shareState({ seed: 42, rate: 0.3 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Chaos seed/)).toHaveTextContent('Chaos seed 42, rate 0.3');
    await expect(canvas.getByRole('button', { name: 'Copy replay link' })).toBeVisible();
  },
};

/** A file that is no demo state: the message says what is wrong, and nothing is imported. */
export const BadFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await openShare(canvasElement);
    const file = new File(['{"format": "foodstore-demo-state", "version": 7}'], 'old.json', {
      type: 'application/json',
    });
    await userEvent.upload(canvas.getByLabelText('Import a state file'), file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The state was not imported. The file is version 7 of the demo state format; this demo reads version 1.',
    );
    await expect(args.onImported).not.toHaveBeenCalled();
  },
};

/** On the narrowest phone the open section, the file picker included, fits the screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  args: { state: shareState({ seed: 42, rate: 0.3 }) },
  play: async ({ canvasElement }) => {
    const canvas = await openShare(canvasElement);
    const picker = canvas.getByLabelText('Import a state file');
    await expect(picker.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
