import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending } from '../stories/fakeApi.ts';
import { sampleUser } from '../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../stories/ScreenStory.tsx';
import { Component as ProfilePage } from './ProfilePage.tsx';
import {
  callsTo,
  clearAnnouncements,
  dismissSnackbars,
  findSnackbar,
  type CallLog,
} from './storyData.ts';

const meta = {
  title: 'App/Settings/Profile',
  component: ProfilePage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = { path: '/settings/profile', pattern: '/settings/profile' };
const savedLog: CallLog = [];

/** The signed-in user's email (read-only) and name; renaming saves users/set {name}. */
export const RenameSaved: Story = {
  parameters: screenParameters({
    ...at,
    api: { log: savedLog },
    handlers: { 'user/users/set': (input) => ({ ...sampleUser, ...input }) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('claire.martin@example.com');
    await expect(email).toHaveAttribute('readonly');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    const name = canvas.getByRole('textbox', { name: /Display name/ });
    await userEvent.click(name);
    await userEvent.keyboard('{Control>}a{/Control}Claire Martin-Duval');
    await expect(save).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await findSnackbar('Profile saved.');
    await expect(callsTo(savedLog, 'user/users/set').at(-1)).toEqual({
      name: 'Claire Martin-Duval',
    });
    await expect(name).toHaveValue('Claire Martin-Duval');
    await expect(save).toBeDisabled();
    await dismissSnackbars();
  },
};

/** A failed save keeps the typed name and says so; Discard changes puts the stored one back. */
export const SaveFailed: Story = {
  parameters: screenParameters({
    ...at,
    handlers: { 'user/users/set': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Display name/ });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{End} (EU)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await findSnackbar('Failed to save the profile.');
    await expect(name).toHaveValue('Claire Martin (EU)');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(name).toHaveValue('Claire Martin');
    await dismissSnackbars();
  },
};

/** A blank name cannot be saved: the field says why. */
export const NameRequired: Story = {
  parameters: screenParameters(at),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Display name/ }));
    await expect(canvas.getByText('Enter a display name.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** While users/set is answering, Save shows it is busy. */
export const Saving: Story = {
  parameters: screenParameters({ ...at, handlers: { 'user/users/set': pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Display name/ }), '!');
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.queryByRole('button', { name: 'Discard changes' })).toBeNull();
  },
};
