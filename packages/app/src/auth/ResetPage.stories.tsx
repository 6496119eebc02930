import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../stories/fakeApi.ts';
import { screenParameters } from '../stories/ScreenStory.tsx';
import { authStoryMeta, authParameters, fakeAuthOf } from './authStory.tsx';
import { Component as ChangePage } from './ChangePage.tsx';
import { refuse } from './fakeAuthServices.ts';
import { Component as ResetPage } from './ResetPage.tsx';

// The reset page with the change page it leads to, as the app routes them.
function ResetFlow() {
  return (
    <Routes>
      <Route path="reset" element={<ResetPage />} />
      <Route path="change" element={<ChangePage />} />
    </Routes>
  );
}

const meta = {
  title: 'App/Auth/Reset',
  component: ResetFlow,
  ...authStoryMeta,
  parameters: {
    ...screenParameters({
      path: '/authenticate/reset',
      pattern: '/authenticate/*',
      signedOut: true,
    }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: 'Email' });

/** Arriving from "Forgot password?": the email field has the focus, the button waits. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expect(emailField(canvas)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send reset token' })).toBeDisabled();
    // The disabled button is skipped.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/authenticate',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'I already have a token' })).toHaveFocus();
  },
};

/** Not an email address: the button stays disabled and, once the field is left, says why. */
export const Invalid: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.keyboard('claire.martin@example');
    const send = canvas.getByRole('button', { name: 'Send reset token' });
    await expect(send).toBeDisabled();
    await expect(canvas.queryByText('Enter an email address such as name@example.com.')).toBeNull();
    await userEvent.tab();
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(canvas)).toHaveAccessibleDescription(
      'Enter an email address such as name@example.com.',
    );
    // Back in the field, Enter sends nothing.
    await userEvent.tab({ shift: true });
    await expect(emailField(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(fakeAuthOf(context).calls).toEqual([]);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Reset your password',
    );
  },
};

/** An email address: the button is enabled (nothing sent yet). */
export const Valid: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.keyboard('claire.martin@example.com');
    await expect(canvas.getByRole('button', { name: 'Send reset token' })).toBeEnabled();
    await expect(emailField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(fakeAuthOf(context).calls).toEqual([]);
  },
};

/** Waiting for the server. */
export const Sending: Story = {
  parameters: authParameters({ handlers: { reset: pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('claire.martin@example.com{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Send reset token' })).toHaveAttribute(
        'data-pending',
        'true',
      ),
    );
  },
};

/** Sent: "Email with token is sent." and the change page opens, asking for the token. */
export const Sent: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.keyboard('  claire.martin@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset token' }));

    const snackbar = await within(document.body).findByText('Email with token is sent.');
    await userEvent.hover(snackbar);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reset token' })).toHaveValue('');
    await expect(fakeAuthOf(context).calls).toEqual([
      { path: '/api/v1.1/auth/user/reset', body: { username: 'claire.martin@example.com' } },
    ]);
  },
};

/** The server failed: "Failed to change password." and the email stays for another try. */
export const Failed: Story = {
  parameters: authParameters({ handlers: { reset: refuse(500, 'InternalError') } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('claire.martin@example.com{Enter}');
    const snackbar = await within(document.body).findByText('Failed to change password.');
    await userEvent.hover(snackbar);
    await expect(emailField(canvas)).toHaveValue('claire.martin@example.com');
    await expect(canvas.getByRole('button', { name: 'Send reset token' })).toBeEnabled();
  },
};

/** In French. */
export const French: Story = {
  parameters: screenParameters({
    path: '/authenticate/reset',
    pattern: '/authenticate/*',
    signedOut: true,
    language: 'fr',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Réinitialiser votre mot de passe' }),
    ).toBeVisible();
    await userEvent.keyboard('claire.martin@example.com');
    await expect(canvas.getByRole('button', { name: 'Envoyer le jeton' })).toBeEnabled();
  },
};
