import { exportActions, playgroundCopy } from './playground';

describe('playground content', () => {
  it('describes Export to Godot as what it holds: a Godot project with the whole game', () => {
    const godot = exportActions.find((action) => action.kind === 'godot');
    expect(godot?.detail).toMatch(/^Godot 4 project: GDScript game/);
    expect(godot?.detail).not.toMatch(/Resource script/i);
  });

  it('names the engine kits as packages and projects, not a lone settings asset', () => {
    expect(playgroundCopy.intro).toContain('a Unity package, a Godot project');
    expect(playgroundCopy.intro).not.toMatch(/ScriptableObject|Godot resource/);
  });
});
