// Story helpers of the sign-in pages: each story gets its own fake auth services (built by a
// loader from `parameters.auth`) around the page; play functions read it with `fakeAuthOf`.
import type { Decorator, Loader } from '@storybook/react-vite';
import { AuthServicesProvider } from './AuthServices.tsx';
import { createFakeAuth, type FakeAuth, type FakeAuthOptions } from './fakeAuthServices.ts';

export const authParameters = (auth: FakeAuthOptions) => ({ auth });

export const loadFakeAuth: Loader = (context) => ({
  auth: createFakeAuth((context.parameters.auth ?? {}) as FakeAuthOptions),
});

export const withFakeAuth: Decorator = (Story, context) => (
  <AuthServicesProvider services={fakeAuthOf(context).services}>
    <Story />
  </AuthServicesProvider>
);

export const fakeAuthOf = (context: { loaded: Record<string, unknown> }): FakeAuth =>
  context.loaded.auth as FakeAuth;

/**
 * A pending button that has the focus announces itself through react-aria's live announcer with
 * aria-labelledby pointing at the button, for 7 s. When the page moves on (signed in, token
 * sent) the button is gone and axe sees a label pointing nowhere, in this story or the next. The
 * announcer is react-aria's offscreen region, not the page: axe leaves it out.
 */
export const a11yWithoutAnnouncer = {
  a11y: { context: { exclude: ['[data-live-announcer]'] } },
};
