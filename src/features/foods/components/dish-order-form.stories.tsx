import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seedFood } from '@/testing/fixtures';
import { formatPrice } from '@/utils/format-price';
import { DishOrderForm } from './dish-order-form';

/** A burger (menu-maker/options.ts): a required size, up to 3 extras, what to leave out. */
const burger = seedFood((food) => food.optionGroups?.some((group) => group.name === 'Leave out') === true);
const [size, extras] = burger.optionGroups!;

const meta = {
  title: 'Components/Foods/DishOrderForm',
  tags: ['autodocs'],
  component: DishOrderForm,
  args: { food: burger, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DishOrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each group with its rule, radio buttons for one choice, checkboxes for several, extra prices. */
export const OptionGroups: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const sizes = form.getByRole('group', { name: size!.name });
    await expect(within(sizes).getAllByRole('radio')).toHaveLength(size!.choices.length);
    await expect(within(sizes).getByText('Required · choose 1')).toBeVisible();
    const extraBoxes = within(form.getByRole('group', { name: extras!.name })).getAllByRole('checkbox');
    await expect(extraBoxes).toHaveLength(extras!.choices.length);
    await expect(form.getByText(`+${formatPrice(extras!.choices[0]!.price)}`)).toBeVisible();
    await expect(form.getByText('140 of 140 characters left')).toBeVisible();
  },
};

/** 'Add to Cart' with the size unanswered: the group says so and takes the focus; nothing is added. */
export const RequiredUnanswered: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Add to Cart' }));
    const sizes = form.getByRole('group', { name: size!.name });
    await expect(within(sizes).getByText('Please choose a size')).toBeVisible();
    await expect(within(sizes).getAllByRole('radio')[0]).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Three extras chosen, the most the burger takes: the fourth is not offered; the price follows. */
export const ExtrasAtTheirMaximum: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(within(form.getByRole('group', { name: size!.name })).getAllByRole('radio')[1]!);
    const boxes = within(form.getByRole('group', { name: extras!.name })).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    await expect(boxes[3]).toBeDisabled();
    const each =
      burger.price +
      size!.choices[1]!.price +
      extras!.choices.slice(0, 3).reduce((sum, c) => sum + c.price, 0);
    await expect(form.getByRole('status')).toHaveTextContent(`Your ${burger.name}: ${formatPrice(each)}`);
    await userEvent.type(form.getByRole('textbox', { name: /Note to the kitchen/ }), 'No onions, please');
    await expect(form.getByText('123 of 140 characters left')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ food: burger, note: 'No onions, please' }),
    );
  },
};

/** A cart line's Edit: its choices and note filled in, 'Save changes'. */
export const EditingALine: Story = {
  args: {
    editing: {
      options: [{ group: size!.name, choice: size!.choices[1]!.name, price: size!.choices[1]!.price }],
      note: 'Well done',
    },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(
      within(form.getByRole('group', { name: size!.name })).getAllByRole('radio')[1],
    ).toBeChecked();
    await expect(form.getByRole('textbox', { name: /Note to the kitchen/ })).toHaveValue('Well done');
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

/** A dish with nothing to choose (or a server without the extension): the note and 'Add to Cart'. */
export const NothingToChoose: Story = {
  args: { food: seedFood((food) => !food.optionGroups) },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await expect(form.queryByRole('group')).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ food: args.food, options: [] });
  },
};
