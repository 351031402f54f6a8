'use client';

import { useSyncExternalStore } from 'react';
import { toasterStore } from './notify';

const none = () => null;

/** Where the notification area appears once notify() has loaded it with the first toast; empty until then. */
export function ToasterSlot() {
  return useSyncExternalStore(toasterStore.subscribe, toasterStore.get, none);
}
