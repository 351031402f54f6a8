import { defaultValues } from '@/lib/mechanics/core/params';
import { physicsDropperParams } from '@/lib/mechanics/physics-dropper/params';
import { playgroundLink, settingsQuery } from './share-link';

const defaults = defaultValues(physicsDropperParams);

describe('share link', () => {
  it('has no query for the default settings', () => {
    expect(settingsQuery(defaults)).toBe('');
    expect(playgroundLink('https://microloop.dev', '/playground/', defaults)).toBe('https://microloop.dev/playground/');
  });

  it('carries only the changed settings, in slider order', () => {
    expect(settingsQuery({ ...defaults, density: 80, gravity: 12.5 })).toBe('?gravity=12.5&density=80');
    expect(playgroundLink('https://microloop.dev', '/playground/', { gravity: 12.5, bounciness: 0.4, speed: 3, density: 80 })).toBe(
      'https://microloop.dev/playground/?gravity=12.5&bounciness=0.4&speed=3&density=80',
    );
  });
});
