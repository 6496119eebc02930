import { styled } from 'styled-components';
import { Button, ComboBox, Input, Tag, TagList } from 'react-aria-components';
import { bareInput, fieldRoot } from '../Field/Field.styles.ts';
import { color, space } from '../theme/tokens.ts';

const StringComboBox = ComboBox<{ id: string }, 'single'>;

export const StyledFilterField = styled(StringComboBox)`
  ${fieldRoot}
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

export const ChipList = styled(TagList<{ id: string }>)`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;

export const ChipInput = styled(Input)`
  ${bareInput}
  padding: 0 ${space(3)};
`;

export const Chip = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  height: calc(var(--control-height) - 8px);
  padding: 0 2px 0 ${space(2)};
  border: 1px solid ${color('border-default')};
  border-radius: 999px;
  background: ${color('bg-subtle')};
  color: ${color('fg-default')};
  font-size: 13px;
  outline: none;
  cursor: default;

  .text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-focus-visible] {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 1px;
  }
  &[data-disabled] {
    opacity: 0.55;
  }
`;

export const ChipRemove = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${color('fg-muted')};
  cursor: pointer;

  &[data-hovered] {
    background: ${color('bg-hover')};
    color: ${color('fg-default')};
  }
`;
