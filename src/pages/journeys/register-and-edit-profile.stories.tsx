import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEED_FOODS } from '@mocks/seed';
import { NEWCOMER } from '@/testing/story-forms';
import { AppPage, pageParameters } from '@/testing/story-page';
import {
  editProfile,
  openFromAccountMenu,
  openRegistration,
  register,
  seeProfile,
  seeTheMenu,
} from '@/testing/story-steps';
import { at } from '@/testing/story-viewports';

const edited = { name: 'Nora Gardener', address: '9 Meadow Lane, Springfield' };

/**
 * A visitor becomes a shopper and puts their details right, one stage per step (the Interactions
 * panel lists them). It ends where the journey ends: the saved profile and its success toast.
 */
const meta = {
  title: 'Flows/Register and edit profile',
  component: AppPage,
  parameters: { url: '/', ...pageParameters() },
} satisfies Meta<typeof AppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegisterToUpdatedProfile: Story = {
  tags: ['desktop-picture'],
  play: async ({ canvasElement, step }) => {
    await step('Arrive on the menu, logged out', async () => {
      await seeTheMenu(canvasElement, { dishes: SEED_FOODS.length });
    });
    await step('Open the registration form from Login', async () => {
      await openRegistration(canvasElement);
    });
    await step('Register, and land on the menu logged in', async () => {
      await register(canvasElement, NEWCOMER);
      await seeTheMenu(canvasElement, { dishes: SEED_FOODS.length, account: NEWCOMER.Name });
    });
    await step('Open the profile from the account menu', async () => {
      await openFromAccountMenu(canvasElement, NEWCOMER.Name, 'Profile', 'Profile');
      await seeProfile(canvasElement, {
        name: NEWCOMER.Name,
        email: NEWCOMER.Email,
        address: NEWCOMER.Address,
      });
    });
    await step('Edit the name and address, and save', async () => {
      await editProfile(canvasElement, edited, NEWCOMER.Email);
    });
    await step('See the updated details', async () => {
      await seeProfile(canvasElement, { ...edited, email: NEWCOMER.Email });
      const account = await within(canvasElement).findByRole('button', {
        name: `${edited.name}, account menu`,
      });
      await expect(account).toBeVisible();
    });
  },
};

/** The same journey in the phone layout. */
export const Phone: Story = { ...RegisterToUpdatedProfile, globals: at('phone'), tags: ['!test'] };
