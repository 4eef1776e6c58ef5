// Device class from the window width (spec §2): under 1088 px (and so also under 768 px) the layout
// is mobile, with the sidebar in a drawer that starts closed.
import { useEffect, useState } from 'react';
import { LAYOUT } from '../../shared/limits';

export type Device = 'desktop' | 'mobile';

export function deviceForWidth(width: number): Device {
  return width < LAYOUT.smallBreakpoint || width < LAYOUT.mobileBreakpoint ? 'mobile' : 'desktop';
}

export function useDevice(): Device {
  const [device, setDevice] = useState<Device>(() => deviceForWidth(window.innerWidth));
  useEffect(() => {
    const update = () => setDevice(deviceForWidth(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return device;
}
