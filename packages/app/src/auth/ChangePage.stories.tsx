import type { Meta, StoryObj } from '@storybook/react-vite';
import { snackbarMs } from '@console/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters } from '../stories/ScreenStory.tsx';
import { authStoryMeta, authParameters, fakeAuthOf } from './authStory.tsx';
import { Component as ChangePage } from './ChangePage.tsx';
import { refuse } from './fakeAuthServices.ts';

const meta = {
  title: 'App/Auth/Change',
  component: ChangePage,
  ...authStoryMeta,
  parameters: {
    ...screenParameters({
      path: '/authenticate/change?token=q2Xk9LmN',
      pattern: '/authenticate/change',
      signedOut: true,
    }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = 'Bounce-rate-under-2%';
const passwordInfo = 'The password must have at least 12 and at most 64 characters.';
type Canvas = ReturnType<typeof within>;

/** Types the new password and its repeat by keyboard (focus starts on the new password). */
async function typePasswords(canvas: Canvas, password = newPassword, repeat = password) {
  await userEvent.click(canvas.getByLabelText('New password'));
  await userEvent.keyboard(password);
  await userEvent.click(canvas.getByLabelText('Repeat new password'));
  await userEvent.keyboard(repeat);
}

/** Opened without a token: the token field has the focus; the rule is the password's help. */
export const Empty: Story = {
  parameters: screenParameters({
    path: '/authenticate/change',
    pattern: '/authenticate/change',
    signedOut: true,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reset token' })).toHaveFocus();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(passwordInfo);
    await expect(canvas.getByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByLabelText('New password')).toHaveFocus();
  },
};

/** From the email's link: the token is filled in, typing starts at the new password. */
export const TokenFromLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Reset token' })).toHaveValue('q2Xk9LmN');
    await expect(canvas.getByLabelText('New password')).toHaveFocus();
    await userEvent.keyboard(newPassword);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Repeat new password')).toHaveFocus();
    await userEvent.keyboard(newPassword);
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

/** Too short, and a repeat that differs: each said under its field once the field is left. */
export const Problems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('New password');
    await userEvent.keyboard('inbox2026');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByLabelText('Repeat new password'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(passwordInfo);

    await userEvent.click(password);
    await userEvent.keyboard('-placement');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByLabelText('Repeat new password'));
    await userEvent.keyboard('inbox2026-placemen');
    await userEvent.tab();
    await userEvent.tab();
    const repeat = canvas.getByLabelText('Repeat new password');
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAccessibleDescription('The passwords do not match.');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeDisabled();
  },
};

/** A refusal by error name: said in the snackbar and under the field it is about. */
function refusedBy(
  name: string,
  text: string,
  field: 'Reset token' | 'New password' | null,
): Story {
  return {
    parameters: authParameters({
      handlers: { change: refuse(name === 'InternalError' ? 500 : 400, name) },
    }),
    play: async (context) => {
      const canvas = within(context.canvasElement);
      await typePasswords(canvas);
      await userEvent.keyboard('{Enter}');
      const snackbar = await within(document.body).findByText(text, {
        selector: '.message',
      });
      await userEvent.hover(snackbar);
      if (field) {
        const input = canvas.getByLabelText(field);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
      } else {
        await expect(canvas.queryByRole('textbox', { description: text })).toBeNull();
      }
      await expect(fakeAuthOf(context).calls).toEqual([
        {
          path: '/api/v1.1/auth/user/change',
          body: { token: 'q2Xk9LmN', password: newPassword },
        },
      ]);
      await expect(fakeAuthOf(context).pagesLoaded).toEqual([]);
    },
  };
}

export const TokenNotFound = refusedBy('ResetTokenNotFound', 'Token not found', 'Reset token');
export const TokenExpired = refusedBy('ResetTokenExpired', 'Token expired', 'Reset token');
export const PasswordInsecure = refusedBy(
  'PasswordInsecure',
  'Password must contain at least 12 characters',
  'New password',
);
export const PasswordUsed = refusedBy('PasswordUsed', 'Password used before', 'New password');
export const ServerError = refusedBy('InternalError', 'Failed to change password.', null);

/** Editing the field a refusal is about takes its message away. */
export const RefusalCleared: Story = {
  parameters: {
    ...authParameters({ handlers: { change: refuse(404, 'ResetTokenNotFound') } }),
    // the refusal's snackbar goes after its 3 s, as in the console
    ...screenParameters({ snackbarMs }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas);
    await userEvent.keyboard('{Enter}');
    const token = canvas.getByRole('textbox', { name: 'Reset token' });
    await waitFor(() => expect(token).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(token);
    await userEvent.keyboard('{Backspace}N');
    await expect(token).toHaveValue('q2Xk9LmN');
    await expect(token).not.toHaveAttribute('aria-invalid');
    await userEvent.click(document.body);
    await waitFor(() => expect(within(document.body).queryByText('Token not found')).toBeNull(), {
      timeout: 4000,
    });
  },
};

/** Changed: the session is ended, the CSRF token forgotten, and the console reloads at /. */
export const Changed: Story = {
  parameters: authParameters({ csrfToken: 'old-session-token' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const auth = fakeAuthOf(context);
    await typePasswords(canvas, `  ${newPassword}`);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Password changed. Signing you out…')).toBeVisible();
    await waitFor(() => expect(auth.pagesLoaded).toEqual(['/']));
    await expect(auth.calls.map((call) => call.path)).toEqual([
      '/api/v1.1/auth/user/change',
      '/api/v1.1/auth/authenticate/logout',
    ]);
    // Passwords are sent as typed; only the token is trimmed.
    await expect(auth.calls[0]?.body).toEqual({ token: 'q2Xk9LmN', password: `  ${newPassword}` });
    await expect(auth.storage.has('csrf')).toBe(false);
  },
};
