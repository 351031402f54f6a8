import { serializeValues } from '@/lib/mechanics/core/values';
import { physicsDropperParams, type PhysicsDropperValues } from '@/lib/mechanics/physics-dropper/params';

/** `?gravity=12.5`: only the settings that differ from their defaults, so a default playground has no query. */
export function settingsQuery(settings: PhysicsDropperValues): string {
  const query = serializeValues(physicsDropperParams, settings);
  return query && `?${query}`;
}

/** The shareable address of the playground with these settings. */
export function playgroundLink(origin: string, pathname: string, settings: PhysicsDropperValues): string {
  return `${origin}${pathname}${settingsQuery(settings)}`;
}
