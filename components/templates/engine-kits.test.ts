import { catalogEntries, type CatalogEntry } from './catalog-entries';
import { defaultQuery } from './catalog';
import { engineInSearch, engineKits, engineKitsText } from './engine-kits';

const entries = catalogEntries();
const names = (kits: ReturnType<typeof engineKits>) => kits?.ports.map((port) => port.name);

describe('engineKits', () => {
  it('is nothing while no engine is chosen', () => {
    expect(engineKits(entries, defaultQuery)).toBeNull();
    expect(engineKits(entries, { ...defaultQuery, genre: 'Physics', q: 'ball' })).toBeNull();
  });

  it('with Godot chosen: two made for it, and every other template with a Godot kit, its page opened on Godot', () => {
    const kits = engineKits(entries, { ...defaultQuery, engine: 'Godot' });
    expect(kits).toMatchObject({ engine: 'Godot', kitLabel: 'Godot', madeFor: 2, everyTemplate: true });
    expect(names(kits)).toEqual(['PhysicsDropper', 'RhythmClacker', 'MemoryTiles', 'TimingWheel']);
    expect(kits?.ports[0]?.href).toBe('/templates/physics-dropper?engine=godot');
    expect(engineKitsText(kits!, entries.length)).toBe('Made for Godot: 2. All six come with a Godot kit.');
  });

  it('names the JavaScript kit by its name, and links only templates not made for the engine', () => {
    const kits = engineKits(entries, { ...defaultQuery, engine: 'JS' });
    expect(engineKitsText(kits!, entries.length)).toBe('Made for JS: 2. All six come with a JavaScript kit.');
    expect(kits?.ports.every((port) => port.href.endsWith('?engine=js'))).toBe(true);
    expect(names(kits)).not.toContain('RhythmClacker');
  });

  it('keeps the other filters: the ports are the templates they let through', () => {
    const kits = engineKits(entries, { ...defaultQuery, engine: 'Godot', genre: 'Physics' });
    expect(kits).toMatchObject({ madeFor: 1, everyTemplate: false });
    expect(names(kits)).toEqual(['PhysicsDropper']);
    expect(engineKitsText(kits!, entries.length)).toBe('Made for Godot: 1. Also with a Godot kit:');
    // Nothing made for Unity among the rhythm templates: the line still says where a Unity kit is.
    const unityPuzzles = engineKits(entries, { ...defaultQuery, engine: 'Unity', genre: 'Rhythm' });
    expect(unityPuzzles?.madeFor).toBe(0);
    expect(names(unityPuzzles)).toEqual(['RhythmClacker']);
  });

  it('links only templates whose kit really comes in the engine', () => {
    const withoutGodot: CatalogEntry[] = entries.map((entry) =>
      entry.name === 'MemoryTiles' ? { ...entry, kitEngines: entry.kitEngines.filter((engine) => engine !== 'godot') as unknown as CatalogEntry['kitEngines'] } : entry,
    );
    const kits = engineKits(withoutGodot, { ...defaultQuery, engine: 'Godot' });
    expect(names(kits)).not.toContain('MemoryTiles');
    expect(kits?.everyTemplate).toBe(false);
    expect(engineKitsText(kits!, entries.length)).toBe('Made for Godot: 2. Also with a Godot kit:');
  });

  it('answers a search for an engine the same way', () => {
    expect(engineInSearch(' Godot ')).toBe('Godot');
    expect(engineInSearch('javascript')).toBe('JS');
    expect(engineInSearch('godot physics')).toBeUndefined();
    expect(engineInSearch('go')).toBeUndefined();
    const kits = engineKits(entries, { ...defaultQuery, q: 'godot' });
    expect(kits).toMatchObject({ engine: 'Godot', madeFor: 2, everyTemplate: true });
    expect(kits?.ports).toHaveLength(4);
  });

  it('says only the count when no other template comes with the engine', () => {
    const kits = engineKits(entries, { ...defaultQuery, engine: 'Godot', genre: 'Arcade' });
    expect(kits?.ports).toEqual([]);
    expect(engineKitsText(kits!, entries.length)).toBe('Made for Godot: 1.');
  });
});
