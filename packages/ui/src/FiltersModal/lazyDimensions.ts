// The Filters dialog's fields, loaded on demand: the multi-value field (react-aria's ComboBox,
// ListBox and TagGroup) and the operator toggles weigh more than the rest of the run bar and
// are only needed once the dialog opens. The button starts the fetch when the pointer or the
// focus reaches it.
import { preloadable } from '../lazy/preloadable.ts';

export const { Component: LazyFilterDimensions, preload: preloadDimensions } = preloadable(() =>
  import('./FilterDimensions.tsx').then((module) => module.FilterDimensions),
);
