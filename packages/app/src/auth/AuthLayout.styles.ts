// The look of the public sign-in pages: a calm full-page background, the product name, and one
// centred card. Colours come from the ui theme's custom properties, so light and dark follow.
import { color } from '@console/ui';
import { Link } from 'react-router';
import { styled } from 'styled-components';

// Fixed to the viewport: the page is the whole window, whatever wraps it (a story's padding).
export const Page = styled.div`
  position: fixed;
  inset: 0;
  overflow-y: auto;
  background:
    radial-gradient(60rem 28rem at 50% -8rem, ${color('accent-subtle')}, transparent 70%),
    ${color('bg-canvas')};
  color: ${color('fg-default')};
`;

export const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 100%;
  padding: 32px 16px;
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 16px;
  font-weight: 650;
  letter-spacing: -0.01em;
  color: ${color('fg-default')};

  svg {
    flex: none;
  }
`;

export const Card = styled.section`
  width: min(100%, 400px);
  padding: 28px 32px 32px;
  border: 1px solid ${color('border-default')};
  border-radius: 12px;
  background: ${color('bg-surface')};
  box-shadow:
    0 1px 2px ${color('shadow')},
    0 12px 32px -12px ${color('shadow')};

  h1 {
    margin: 0;
    font-size: 22px;
    line-height: 1.3;
    font-weight: 650;
    letter-spacing: -0.01em;
  }
`;

export const Intro = styled.p`
  margin: 6px 0 0;
  color: ${color('fg-muted')};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 24px;
`;

export const Footer = styled.div`
  display: flex;
  gap: 16px;
  font-size: 13px;
  color: ${color('fg-muted')};
`;

/** A form inside the card: fields stacked, the submit button full width. */
export const Stack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A button as wide as the card (the main action, the provider buttons). */
export const FullWidth = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;

  > button {
    width: 100%;
  }
`;

export const TextLink = styled(Link)`
  color: ${color('accent')};
  font-weight: 550;
  text-decoration: none;
  border-radius: 2px;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
`;

/** A row with a field label on the left and a link on the right ("Forgot password?"). */
export const LabelRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -8px;
  font-size: 13px;
`;

export const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.06em;
  color: ${color('fg-muted')};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${color('border-default')};
  }
`;

/** A message inside the card: a waiting hint, a blocked popup, the result of a sign-out. */
export const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 12px;
  border: 1px solid ${color('border-default')};
  border-radius: var(--radius);
  background: ${color('bg-subtle')};
  color: ${color('fg-default')};
  font-size: 13px;

  svg {
    flex: none;
    margin-top: 1px;
  }
  &[data-tone='danger'] {
    border-color: ${color('danger')};
    background: ${color('danger-subtle')};
  }
  &[data-tone='danger'] svg {
    color: ${color('danger')};
  }
  &[data-tone='success'] {
    border-color: ${color('success')};
    background: ${color('success-subtle')};
  }
  &[data-tone='success'] svg {
    color: ${color('success')};
  }
  &[data-tone='info'] svg {
    color: ${color('info')};
  }
`;

/** A quiet line inside the card, under a notice ("Sign in with ..."). */
export const Hint = styled.p`
  margin: 0;
  color: ${color('fg-muted')};
`;

/** A link that looks like the card's main button ("Sign in again"). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: var(--control-height);
  padding: 0 12px;
  border: 1px solid ${color('accent')};
  border-radius: var(--radius);
  background: ${color('accent')};
  color: ${color('fg-on-accent')};
  font-weight: 550;
  text-decoration: none;

  &:hover {
    background: ${color('accent-hover')};
    border-color: ${color('accent-hover')};
  }
  &:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
`;

/** Centres a lone spinner in the card. */
export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 8px 0;
`;
