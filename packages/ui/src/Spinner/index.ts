export {
  Loading,
  Spinner,
  type LoadingProps,
  type SpinnerProps,
  type SpinnerSize,
} from './Spinner.tsx';
