// Story helpers of the sign-in pages: each story gets its own fake auth services (built by a
// loader from `parameters.auth`) around the page; play functions read it with `fakeAuthOf`.
import type { Decorator, Loader } from '@storybook/react-vite';
import { loadScreenI18n, withScreen } from '../stories/ScreenStory.tsx';
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

/** The decorators and loaders of every auth screen's meta: the story's i18n and fake services. */
export const authStoryMeta = {
  decorators: [withFakeAuth, withScreen],
  loaders: [loadScreenI18n, loadFakeAuth],
};
