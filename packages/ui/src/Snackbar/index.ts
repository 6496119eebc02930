export {
  Snackbar,
  type SnackbarAction,
  type SnackbarProps,
  type SnackbarVariant,
} from './Snackbar.tsx';
export {
  SNACKBAR_DURATION,
  SnackbarProvider,
  useSnackbar,
  type SnackbarApi,
  type SnackbarOptions,
  type SnackbarProviderProps,
} from './SnackbarProvider.tsx';
