export { Tooltip, TOOLTIP_DELAY, type TooltipProps } from './Tooltip.tsx';
