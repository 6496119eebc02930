import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending } from '../stories/fakeApi.ts';
import { sampleAuthStatus } from '../stories/sampleSession.ts';
import { screenParameters } from '../stories/ScreenStory.tsx';
import { authStoryMeta, authParameters, fakeAuthOf } from './authStory.tsx';
import { refuse } from './fakeAuthServices.ts';
import { Component as SignInPage } from './SignInPage.tsx';

const meta = {
  title: 'App/Auth/SignIn',
  component: SignInPage,
  ...authStoryMeta,
  parameters: {
    ...screenParameters({
      path: '/authenticate',
      pattern: '/authenticate',
      signedOut: true,
      handlers: { 'public/users/auth': () => sampleAuthStatus },
    }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'claire.martin@example.com';
const password = 'correct horse battery staple';
const page = () => within(document.body);

/** Types the credentials by keyboard, from the email field. */
async function typeCredentials(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(password);
}

/** Keeps a snackbar on screen for the screenshot (the timer pauses while hovered). */
async function holdSnackbar(text: string) {
  const snackbar = await page().findByText(text);
  await userEvent.hover(snackbar);
  return snackbar;
}

/** Nothing typed: providers first, then OR, then the form; Sign in waits for both fields. */
export const Empty: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText('Deliverability console')).toBeVisible();
    await expect(canvas.getByText('OR')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue with Microsoft' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    const forgot = canvas.getByRole('link', { name: 'Forgot password?' });
    await expect(forgot).toHaveFocus();
    await expect(forgot).toHaveAttribute('href', '/authenticate/reset');

    // Enter in an empty form does nothing.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('{Enter}');
    await expect(fakeAuthOf(context).calls).toEqual([]);
  },
};

/** Both fields filled: Sign in is enabled. One field alone is not enough. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard(email);
    await expect(signIn).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard(password);
    await expect(signIn).toBeEnabled();
    // Only spaces in the email count as empty.
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard('   ');
    await expect(signIn).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Email' }));
    await userEvent.keyboard(email);
    await expect(signIn).toBeEnabled();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

/** Enter sends the form; while the server answers, the button spins and the fields hold. */
export const Loading: Story = {
  parameters: authParameters({ handlers: { login: pending } }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await typeCredentials(canvas);
    await userEvent.keyboard('{Enter}');
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(signIn).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(fakeAuthOf(context).calls).toEqual([
      {
        path: '/api/v1.1/auth/authenticate/postmastery',
        body: { username: email, password },
      },
    ]);
  },
};

/** Wrong password: "Failed to login." as an error snackbar; what was typed stays. */
export const Failed: Story = {
  parameters: authParameters({
    handlers: { login: refuse(400, 'InvalidCredentials', 'Failed to login.') },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await typeCredentials(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const snackbar = await holdSnackbar('Failed to login.');
    await expect(snackbar.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(canvas.getByLabelText('Password')).toHaveValue(password);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(fakeAuthOf(context).storage.has('csrf')).toBe(false);
  },
};

/** Too many failures: the server's throttle, with the minutes to wait. */
export const Throttled: Story = {
  parameters: authParameters({
    handlers: {
      login: refuse(
        429,
        'TooManyRequests',
        'Too many failed sign-in attempts. Try again in 14 minutes.',
        { retryAfterSeconds: 812 },
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    await typeCredentials(within(canvasElement));
    await userEvent.keyboard('{Enter}');
    await holdSnackbar('Too many failed sign-in attempts. Try again in 14 min.');
    await expect(page().queryByText('Failed to login.')).toBeNull();
  },
};

/** Password right, account with a second factor: the code step asks for the app's code. */
export const SecondFactor: Story = {
  parameters: authParameters({
    handlers: {
      login: (input) => {
        if (!input.code) return refuse(400, 'SecondFactorRequired', 'Enter the code')();
        return { token: 'csrf-after-code' };
      },
    },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await typeCredentials(canvas);
    await userEvent.keyboard('{Enter}');

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Two-step verification' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(`Enter the code shown in your authenticator app for ${email}.`),
    ).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveFocus();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    await expect(page().queryByText('Failed to login.')).toBeNull();

    const verify = canvas.getByRole('button', { name: 'Verify' });
    await userEvent.keyboard('123 45');
    await expect(code).toHaveValue('12345');
    await expect(verify).toBeDisabled();
    await userEvent.keyboard('6');
    await expect(verify).toBeEnabled();
    await expect(fakeAuthOf(context).calls).toHaveLength(1);
  },
};

/** The code accepted: the token is stored and the page the user wanted is loaded. */
export const SignedIn: Story = {
  parameters: authParameters({
    referrer: '/transactional/reputation-monitor/ips',
    handlers: {
      login: (input) =>
        input.code ? { token: 'csrf-after-code' } : refuse(400, 'SecondFactorRequired')(),
    },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const auth = fakeAuthOf(context);
    await typeCredentials(canvas);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Verification code' }),
      '482913{Enter}',
    );

    await expect(await canvas.findByText('Signed in. Opening the console…')).toBeVisible();
    await waitFor(() =>
      expect(auth.pagesLoaded).toEqual(['/transactional/reputation-monitor/ips']),
    );
    await expect(auth.storage.get('csrf')).toBe('csrf-after-code');
    await expect(auth.storage.has('referrer')).toBe(false);
    await expect(auth.calls.at(-1)?.body).toEqual({ username: email, password, code: '482913' });
  },
};

/** The password was right but the auth status says otherwise: still "Failed to login.". */
export const StatusCheckFailed: Story = {
  parameters: screenParameters({
    path: '/login',
    pattern: '/login',
    signedOut: true,
    handlers: { 'public/users/auth': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    await typeCredentials(within(canvasElement));
    await userEvent.keyboard('{Enter}');
    await holdSnackbar('Failed to login.');
  },
};

/** In German, as a user with a German browser sees it. */
export const German: Story = {
  parameters: screenParameters({
    path: '/authenticate',
    pattern: '/authenticate',
    signedOut: true,
    language: 'de',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weiter mit Google' })).toBeVisible();
    await expect(canvas.getByText('ODER')).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'E-Mail' }));
    await userEvent.keyboard(email);
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
  },
};
