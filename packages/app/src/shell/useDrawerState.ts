// The drawer's state (spec section 4) through drawerMachine: open at start above 1200 px, hover
// opens it unless lock_drawer is set, mouse leave closes what hover opened, and the device class
// follows window resizes, throttled to one every 200 ms by resizeThrottleMachine.
import { drawerMachine, resizeThrottleMachine, type DeviceClass } from '@console/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';

export interface DrawerState {
  isOpen: boolean;
  device: DeviceClass;
  toggle: () => void;
  pointerEnter: () => void;
  pointerLeave: () => void;
}

export function useDrawerState(locked: boolean, initialWidth = window.innerWidth): DrawerState {
  const drawer = useActorRef(drawerMachine, { input: { width: initialWidth, locked } });
  const resize = useActorRef(
    resizeThrottleMachine.provide({
      actions: {
        publishSize: (_, size) => drawer.send({ type: 'window.resize', width: size.width }),
      },
    }),
  );

  useEffect(() => {
    const onResize = () =>
      resize.send({ type: 'window.resize', width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [resize]);

  useEffect(() => {
    drawer.send({ type: 'lock.change', locked });
  }, [drawer, locked]);

  const isOpen = useSelector(drawer, (snapshot) => !snapshot.matches('closed'));
  const device = useSelector(drawer, (snapshot) => snapshot.context.device);
  return {
    isOpen,
    device,
    toggle: () => drawer.send({ type: 'drawer.toggle' }),
    pointerEnter: () => drawer.send({ type: 'pointer.enter' }),
    pointerLeave: () => drawer.send({ type: 'pointer.leave' }),
  };
}
