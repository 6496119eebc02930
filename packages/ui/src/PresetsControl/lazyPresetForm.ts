// The preset form's fields, loaded on demand: the checkbox (react-aria's Checkbox and toggle
// state) is needed only once Add or Edit is chosen. The presets button starts the fetch when the
// pointer or the focus reaches it.
import { preloadable } from '../lazy/preloadable.ts';

export const { Component: LazyPresetFormBody, preload: preloadPresetForm } = preloadable(() =>
  import('./PresetFormBody.tsx').then((module) => module.PresetFormBody),
);
