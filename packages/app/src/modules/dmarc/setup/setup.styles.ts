// The setup screen's own parts: the file picker and the list of uploaded files.
import { styled } from 'styled-components';
import { color, space } from '@console/ui';

export const FileInput = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};

  label {
    font-weight: 550;
  }
  input {
    max-width: 100%;
    color: ${color('fg-default')};
    font: inherit;
  }
  input::file-selector-button {
    height: var(--control-height);
    margin-right: ${space(3)};
    padding: 0 ${space(3)};
    border: 1px solid ${color('border-strong')};
    border-radius: var(--radius);
    background: ${color('bg-surface')};
    color: ${color('fg-default')};
    font: inherit;
    font-weight: 550;
    cursor: pointer;
  }
  input:focus-visible {
    outline: 2px solid ${color('focus-ring')};
    outline-offset: 2px;
  }
`;

export const UploadList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin: 0;
  padding: 0 !important;
  list-style: none;

  > li {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    padding-top: ${space(3)};
    border-top: 1px solid ${color('border-default')};
  }
  .name {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
    overflow-wrap: anywhere;
  }
  .status {
    display: inline-flex;
    align-items: center;
    gap: ${space(1)};
    color: ${color('fg-muted')};
  }
  .reason {
    color: ${color('danger')};
  }
  .errors {
    padding-left: 20px;
    color: ${color('fg-muted')};
    font-size: 13px;
  }
`;
