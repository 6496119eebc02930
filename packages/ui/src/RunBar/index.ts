export { RunBar, type RunBarProps } from './RunBar.tsx';
