import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../stories/fakeApi.ts';
import { screenParameters } from '../stories/ScreenStory.tsx';
import { authStoryMeta, authParameters, fakeAuthOf } from './authStory.tsx';
import { refuse } from './fakeAuthServices.ts';
import { Component as LogoutPage } from './LogoutPage.tsx';

const meta = {
  title: 'App/Auth/Logout',
  component: LogoutPage,
  ...authStoryMeta,
  parameters: {
    ...screenParameters({
      path: '/authenticate/logout',
      pattern: '/authenticate/logout',
      signedOut: true,
    }),
    ...authParameters({ csrfToken: 'session-token' }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the server ended the session, the token is gone, sign in again is offered. */
export const SignedOut: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const auth = fakeAuthOf(context);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are signed out' }),
    ).toBeVisible();
    await expect(auth.calls[0]?.path).toBe('/api/v1.1/auth/authenticate/logout');
    await expect(auth.storage.has('csrf')).toBe(false);
    await userEvent.tab();
    const signIn = canvas.getByRole('link', { name: 'Sign in again' });
    await expect(signIn).toHaveFocus();
    await expect(signIn).toHaveAttribute('href', '/authenticate');
  },
};

/** While the server ends the session. */
export const SigningOut: Story = {
  parameters: authParameters({ handlers: { logout: pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing out…' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Signing out…' })).toBeVisible();
  },
};

/** Start-up could not check the session (?failed=true): the page says so. */
export const StartupFailed: Story = {
  parameters: screenParameters({
    path: '/authenticate/logout?failed=true',
    pattern: '/authenticate/logout',
    signedOut: true,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your session could not be verified' }),
    ).toBeVisible();
    await expect(canvas.getByText(/could not confirm your sign-in when it started/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toHaveFocus();
  },
};

/** The server did not confirm: the token is kept so that Try again can end the session. */
export const LogoutFailed: Story = {
  parameters: authParameters({
    csrfToken: 'session-token',
    handlers: { logout: refuse(500, 'InternalError') },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const auth = fakeAuthOf(context);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The server did not confirm the end of your session.',
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sign-out could not be confirmed' }),
    ).toBeVisible();
    await expect(auth.storage.get('csrf')).toBe('session-token');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(auth.calls).toHaveLength(2));
    await expect(auth.calls[1]?.path).toBe('/api/v1.1/auth/authenticate/logout');
    const tryAgain = canvas.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('data-pending'));
    await expect(tryAgain).toHaveFocus();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** In German. */
export const German: Story = {
  parameters: screenParameters({
    path: '/authenticate/logout',
    pattern: '/authenticate/logout',
    signedOut: true,
    language: 'de',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sie sind abgemeldet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Erneut anmelden' })).toBeVisible();
  },
};
