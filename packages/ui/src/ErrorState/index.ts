export { ErrorState, type ErrorStateProps } from './ErrorState.tsx';
export { LoadFailed, type LoadFailedProps } from './LoadFailed.tsx';
