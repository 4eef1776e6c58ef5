// Sidebar open/collapsed state, kept across visits; on mobile it starts closed (spec §2).
import { useState } from 'react';
import { STORAGE_KEYS } from '../../shared/limits';
import type { Device } from '../settings/useDevice';
import { getItem, setItem } from '../storage/localStore';

export function useSidebar(device: Device): [boolean, (open: boolean) => void] {
  const [desktopOpen, setDesktopOpen] = useState(() => getItem<boolean>(STORAGE_KEYS.sidebarOpened) ?? true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [lastDevice, setLastDevice] = useState(device);
  if (lastDevice !== device) {
    setLastDevice(device);
    setMobileOpen(false);
  }
  if (device === 'mobile') return [mobileOpen, setMobileOpen];
  return [
    desktopOpen,
    (open: boolean) => {
      setDesktopOpen(open);
      setItem(STORAGE_KEYS.sidebarOpened, open);
    },
  ];
}
