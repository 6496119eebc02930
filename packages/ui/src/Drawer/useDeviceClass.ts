import { useEffect, useState } from 'react';
import { deviceClass, type DeviceClass } from './deviceClass.ts';
import { specValues } from '../specValues.ts';

/** Resize events are throttled to one every 200 ms (spec section 9). */
const RESIZE_THROTTLE_MS = specValues.resizeThrottleMs;

/** The device class of the current window width, updated on resize. */
export function useDeviceClass(): DeviceClass {
  const [device, setDevice] = useState<DeviceClass>(() =>
    typeof window === 'undefined' ? 'desktop' : deviceClass(window.innerWidth),
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        setDevice(deviceClass(window.innerWidth));
      }, RESIZE_THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return device;
}
