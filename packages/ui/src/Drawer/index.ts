export { Drawer, type DrawerProps, type DrawerItem } from './Drawer.tsx';
export {
  deviceClass,
  isOpenInitially,
  swipeAction,
  SWIPE_THRESHOLD,
  type DeviceClass,
} from './deviceClass.ts';
export { useDeviceClass } from './useDeviceClass.ts';
