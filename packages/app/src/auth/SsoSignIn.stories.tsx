import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters } from '../stories/ScreenStory.tsx';
import { authStoryMeta, authParameters, fakeAuthOf } from './authStory.tsx';
import { Component as SignInPage } from './SignInPage.tsx';

// Single sign-on from the sign-in page: the 500x600 popup of a provider, watched every second,
// and what its page posts back (see useSsoFlow.ts).
const meta = {
  title: 'App/Auth/SingleSignOn',
  component: SignInPage,
  ...authStoryMeta,
  parameters: {
    ...screenParameters({ path: '/authenticate', pattern: '/authenticate', signedOut: true }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider's window is open: its button waits, the other is disabled; closing it returns. */
export const PopupClosed: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const auth = fakeAuthOf(context);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const microsoft = canvas.getByRole('button', { name: 'Continue with Microsoft' });
    await waitFor(() => expect(microsoft).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(
      canvas.getByText('Finish signing in with Microsoft in the window that opened.'),
    ).toBeVisible();
    await expect(auth.popups[0]?.url).toBe('/api/v1.1/auth/authenticate?provider=microsoft');
    await expect(auth.popups[0]?.features).toEqual({ width: 500, height: 600 });

    auth.closePopup();
    // The window is checked every second, then given a second more for a message it posted.
    await waitFor(() => expect(microsoft).not.toHaveAttribute('data-pending'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(auth.pagesLoaded).toEqual([]);
  },
};

/** The browser blocked the popup: the page says how to allow it. */
export const PopupBlocked: Story = {
  parameters: authParameters({ popup: 'blocked' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};

/** The provider's answer was refused: "Invalid token", and the popup is closed. */
export const InvalidToken: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const auth = fakeAuthOf(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    auth.postFromPopup({ token: null, error: { name: 'InvalidToken', message: 'Invalid token' } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid token');
    await expect(auth.popups[0]?.closed).toBe(true);
    await expect(auth.storage.has('csrf')).toBe(false);
  },
};

/** The popup posts the token: stored, then the referrer (here none: /) is loaded. */
export const SignedIn: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const auth = fakeAuthOf(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    auth.postFromPopup({ token: 'csrf-from-google' });
    await expect(await canvas.findByText('Signed in. Opening the console…')).toBeVisible();
    await expect(auth.storage.get('csrf')).toBe('csrf-from-google');
    await expect(auth.pagesLoaded).toEqual(['/']);
    await expect(auth.popups[0]?.closed).toBe(true);
  },
};
