// The public API of @console/ui: components and their prop types, nothing internal.
export * from './theme/index.ts';
export * from './Toggle/index.ts';
