import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { seedFood } from '@/testing/fixtures';
import { formatPrice } from '@/utils/format-price';
import { CartLine } from './cart-line';

const food = seedFood(() => true);
/** A dish sold with choices (menu-maker/options.ts): a burger with a size, extras and what to leave out. */
const burger = seedFood((dish) => dish.optionGroups?.some((group) => group.name === 'Leave out') === true);
const [size, extras] = burger.optionGroups!;
const chosen = [
  { group: size!.name, choice: size!.choices[1]!.name, price: size!.choices[1]!.price },
  { group: extras!.name, choice: extras!.choices[0]!.name, price: extras!.choices[0]!.price },
];
const each = burger.price + chosen[0]!.price + chosen[1]!.price;

const meta = {
  title: 'Components/Cart/CartLine',
  tags: ['autodocs'],
  component: CartLine,
  // A line is a list item: the cart page's list around it.
  decorators: [
    (Story) => (
      <ul aria-label="Cart items" style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    item: { key: 'line1', label: food.name, food, quantity: 2, price: food.price * 2, offMenu: false },
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOfADish: Story = {
  play: async ({ canvasElement }) => {
    const line = within(canvasElement);
    await expect(line.getByRole('img', { name: food.name })).toBeVisible();
    await expect(line.getByRole('link', { name: food.name })).toHaveAttribute('href', `/food/${food.id}`);
    await expect(line.getByRole('combobox', { name: `Quantity of ${food.name}` })).toHaveValue('2');
    await expect(line.getByText(formatPrice(food.price * 2))).toBeVisible();
  },
};

export const QuantityChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: `Quantity of ${food.name}` });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.selectOptions(select, '5');
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line1', 5);
  },
};

export const Removed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Remove ${food.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith('line1');
  },
};

/** Decision 13 (docs/product.md): the menu's price replaced the one the shopper saw, and the line says so. */
export const PriceChanged: Story = {
  args: {
    item: {
      key: 'line1',
      label: food.name,
      food,
      quantity: 2,
      price: food.price * 2,
      offMenu: false,
      notice: `Price changed from $0.01 to ${formatPrice(food.price)}`,
    },
  },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement);
    await expect(line.getByText(`Price changed from $0.01 to ${formatPrice(food.price)}`)).toBeVisible();
    await expect(line.getByText(formatPrice(food.price * 2))).toBeVisible();
  },
};

/** Decision 13 (docs/product.md): a dish gone from the menu has no quantity or price, only Remove. */
export const NoLongerOnTheMenu: Story = {
  args: {
    item: {
      key: 'line1',
      label: food.name,
      food,
      quantity: 2,
      price: food.price * 2,
      offMenu: true,
      notice: 'No longer on the menu',
    },
  },
  play: async ({ canvasElement, args }) => {
    const line = within(canvasElement);
    await expect(line.getByText('No longer on the menu')).toBeVisible();
    await expect(line.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(line.queryByText(formatPrice(food.price * 2))).not.toBeInTheDocument();
    await userEvent.click(line.getByRole('button', { name: `Remove ${food.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith('line1');
  },
};

/** A line with choices and a note: each shown with its group, the unit price with the extras, and Edit. */
export const WithChoicesAndANote: Story = {
  args: {
    item: {
      key: 'line2',
      label: `${burger.name} (${chosen.map((option) => option.choice).join(', ')})`,
      food: burger,
      quantity: 2,
      price: each * 2,
      options: chosen,
      note: 'Well done, please',
      offMenu: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const line = within(canvasElement);
    const called = args.item.label;
    const choices = line.getByRole('list', { name: 'Choices' });
    await expect(
      within(choices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${chosen[0]!.group}: ${chosen[0]!.choice}`,
      `${chosen[1]!.group}: ${chosen[1]!.choice}`,
      'Note to the kitchen: Well done, please',
    ]);
    await expect(line.getByText(`${formatPrice(each)} each`, { exact: false })).toBeVisible();
    await expect(line.getByText(formatPrice(each * 2))).toBeVisible();
    await expect(line.getByRole('link', { name: `Edit ${called}` })).toHaveAttribute(
      'href',
      `/food/${burger.id}?edit=line2`,
    );
    await userEvent.click(line.getByRole('button', { name: `Remove ${called}` }));
    await expect(args.onRemove).toHaveBeenCalledWith('line2');
  },
};
