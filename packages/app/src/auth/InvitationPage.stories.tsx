import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters } from '../stories/ScreenStory.tsx';
import { authParameters, authStoryMeta, fakeAuthOf } from './authStory.tsx';
import { refuse, sampleInvitation } from './fakeAuthServices.ts';
import { Component as InvitationPage } from './InvitationPage.tsx';

const token = 'inv-7Hq2Lm9';

const meta = {
  title: 'App/Auth/Invitation',
  component: InvitationPage,
  ...authStoryMeta,
  parameters: {
    ...screenParameters({
      path: `/authenticate/invitation?token=${token}`,
      pattern: '/authenticate/invitation',
      signedOut: true,
    }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = 'Bounce-rate-under-2%';
const passwordInfo = 'The password must have at least 12 and at most 64 characters.';
const existingUser = { ...sampleInvitation, needs_password: false, role: 'member' as const };
const invitationCall = { path: '/api/v1.1/auth/invitation', body: { token } };
type Canvas = ReturnType<typeof within>;

/** The page has loaded the invitation: its heading is there. */
const offerShown = (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name: 'Join Northwind Mail' });

/**
 * An address without a user: the invitation, then a password and its repeat typed with the
 * keyboard only; Enter accepts, and the page confirms with the way to sign in focused.
 */
export const NewAddress: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await offerShown(canvas)).toBeVisible();
    await expect(
      canvas.getByText(
        'Olga Berger invited nina.keller@example.com to join Northwind Mail as an editor.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^This invitation expires on December 3, 2026 at \d/),
    ).toBeVisible();
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveFocus();
    await expect(password).toHaveAccessibleDescription(passwordInfo);
    await expect(canvas.getByRole('button', { name: 'Accept and set password' })).toBeDisabled();

    await userEvent.keyboard(newPassword);
    await userEvent.tab(); // the show-password toggle
    await userEvent.tab();
    await expect(canvas.getByLabelText('Repeat password')).toHaveFocus();
    await userEvent.keyboard(newPassword);
    await expect(canvas.getByRole('button', { name: 'Accept and set password' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');

    await expect(await canvas.findByText('You are now a member of Northwind Mail.')).toBeVisible();
    await expect(
      canvas.getByText('Sign in with nina.keller@example.com and the password you chose.'),
    ).toBeVisible();
    const signIn = canvas.getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/authenticate');
    await waitFor(() => expect(signIn).toHaveFocus());
    await expect(fakeAuthOf(context).calls).toEqual([
      invitationCall,
      { path: '/api/v1.1/auth/invitation/accept', body: { token, password: newPassword } },
    ]);
  },
};

/** Typing problems show once the field is left; the button stays off until both are right. */
export const PasswordProblems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await offerShown(canvas);
    const password = canvas.getByLabelText('Password');
    await userEvent.keyboard('inbox2026');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByLabelText('Repeat password'));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(passwordInfo);

    await userEvent.click(password);
    await userEvent.keyboard('-placement');
    await userEvent.click(canvas.getByLabelText('Repeat password'));
    await userEvent.keyboard('inbox2026-placemen');
    await userEvent.tab();
    const repeat = canvas.getByLabelText('Repeat password');
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAccessibleDescription('The passwords do not match.');
    await expect(canvas.getByRole('button', { name: 'Accept and set password' })).toBeDisabled();
  },
};

/** A user who has an account already: one button, focused, so Enter accepts. */
export const ExistingUser: Story = {
  parameters: authParameters({ handlers: { invitation: () => existingUser } }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await offerShown(canvas);
    await expect(
      canvas.getByText(
        'Olga Berger invited nina.keller@example.com to join Northwind Mail as a member.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    const accept = canvas.getByRole('button', { name: 'Accept invitation' });
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(await canvas.findByText('You are now a member of Northwind Mail.')).toBeVisible();
    await expect(canvas.getByText('Sign in as usual to work in Northwind Mail.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/authenticate',
    );
    await expect(fakeAuthOf(context).calls).toEqual([
      invitationCall,
      { path: '/api/v1.1/auth/invitation/accept', body: { token } },
    ]);
  },
};

/** An invitation the owner is gone from: the sentence names no inviter. */
export const InviterGone: Story = {
  parameters: authParameters({
    handlers: { invitation: () => ({ ...existingUser, invited_by: null, role: 'owner' }) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await offerShown(canvas);
    await expect(
      canvas.getByText('nina.keller@example.com is invited to join Northwind Mail as an owner.'),
    ).toBeVisible();
  },
};

/** Refused when the link is opened: said why, with the way to sign in focused. */
function refusedOnLoad(status: number, name: string, title: string, text: string): Story {
  return {
    parameters: authParameters({ handlers: { invitation: refuse(status, name) } }),
    play: async (context) => {
      const canvas = within(context.canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(canvas.getByRole('alert')).toHaveTextContent(text);
      const signIn = canvas.getByRole('link', { name: 'Go to sign in' });
      await expect(signIn).toHaveAttribute('href', '/authenticate');
      await waitFor(() => expect(signIn).toHaveFocus());
      await expect(canvas.queryByRole('button')).toBeNull();
      await expect(fakeAuthOf(context).calls).toEqual([invitationCall]);
    },
  };
}

export const Expired = refusedOnLoad(
  410,
  'InvitationExpired',
  'Invitation expired',
  'This invitation has expired. Ask the account owner to invite you again.',
);

/** Accepted already (or withdrawn): the server answers InvitationNotFound. */
export const AlreadyUsed = refusedOnLoad(
  404,
  'InvitationNotFound',
  'Invitation not valid',
  'This invitation is not valid. It may have been accepted already or withdrawn by the account owner.',
);

/** The account has no room left: the refusal shows above the button, which stays usable. */
export const AccountFull: Story = {
  parameters: authParameters({
    handlers: { invitation: () => existingUser, accept: refuse(422, 'LimitExceeded') },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await offerShown(canvas);
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The account is full. Ask its owner to make room for you, then accept again.',
    );
    await expect(canvas.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
    await expect(canvas.queryByText('You are now a member of Northwind Mail.')).toBeNull();
  },
};

let loadAttempts = 0;

/** The server could not answer: Try again loads the invitation once more. */
export const LoadFailed: Story = {
  loaders: [
    () => {
      loadAttempts = 0;
      return {};
    },
  ],
  parameters: authParameters({
    handlers: {
      invitation: () => {
        loadAttempts += 1;
        return loadAttempts === 1 ? refuse(500, 'InternalError')() : sampleInvitation;
      },
    },
  }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Invitation unavailable' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load the invitation.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await offerShown(canvas)).toBeVisible();
    await expect(fakeAuthOf(context).calls).toEqual([invitationCall, invitationCall]);
  },
};
