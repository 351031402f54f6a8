/** @jest-environment node */
import { join } from 'node:path';
import { classCachePath, globalClassCache, globalClasses, godotPack, packFormatVersion, withClassCache } from '@/e2e/godot-pck';
import { godotSources } from '@/scripts/godot-sources.mjs';
import type { GodotSources } from './godot-project';

/**
 * The PCK writer and the class cache the main-project runs boot (e2e/godot-pck.ts): the pack is byte for
 * byte what Godot 4.6's own PCKPacker wrote for the same files, and the cache lists what the editor would.
 */

/** PCKPacker.new(), pck_start, add_file("res://a.txt", "hello"), add_file("res://dir/bbb.gd", "extends Node\n"), flush(), in the 4.6 web runtime (4.6-stable, 89cea1439). */
const packedByGodot46 =
  'R0RQQwMAAAAEAAAABgAAAAAAAAACAAAAgAAAAAAAAADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABoZWxsbwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGV4dGVuZHMgTm9kZQoAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAgAAABhLnR4dAAAAAAAAAAAAAAABQAAAAAAAABdQUAqvEsqdrlxnZEQF8WSAAAAAAwAAABkaXIvYmJiLmdkAAAgAAAAAAAAAA0AAAAAAAAAO7zEBC/Rs2tcHfL9UiIeCgAAAAA=';

describe('godotPack', () => {
  it('writes the bytes Godot 4.6 PCKPacker writes for the same files', () => {
    expect(Buffer.from(godotPack({ 'a.txt': 'hello', 'dir/bbb.gd': 'extends Node\n' })).toString('base64')).toBe(packedByGodot46);
  });

  it('lays out format 3: magic, version, engine 4.6, relative file base at 128, the directory after the files', () => {
    const pack = godotPack({ 'res://project.godot': 'config_version=5\n', 'main.tscn': new Uint8Array(40) });
    const view = new DataView(pack.buffer);
    expect(Buffer.from(pack.subarray(0, 4)).toString('latin1')).toBe('GDPC');
    expect([1, 2, 3, 4, 5].map((word) => view.getUint32(word * 4, true))).toEqual([packFormatVersion, 4, 6, 0, 2]);
    expect(view.getBigUint64(24, true)).toBe(128n);
    // project.godot (17 bytes, padded to 32) then main.tscn (40, padded to 64): the directory at 128 + 96.
    expect(view.getBigUint64(32, true)).toBe(224n);
    expect(view.getUint32(224, true)).toBe(2);
    // The first path without res://, its 13 bytes padded with zeros to 16.
    expect(view.getUint32(228, true)).toBe(16);
    expect(Buffer.from(pack.subarray(232, 248)).toString('latin1')).toBe('project.godot\0\0\0');
    // Its offset from the file base and its size; main.tscn's offset, the next multiple of 32.
    expect([view.getBigUint64(248, true), view.getBigUint64(256, true)]).toEqual([0n, 17n]);
    expect(view.getBigUint64(228 + 4 + 16 + 8 + 8 + 16 + 4 + 4 + 12, true)).toBe(32n);
  });
});

describe('globalClasses and the class cache', () => {
  const kit = godotSources('double-tap-dash', join(__dirname, '..')) as GodotSources;

  it('lists each class_name of a kit with its base, path and language, sorted by name; the unnamed random generator is left out', () => {
    expect(globalClasses(kit)).toEqual([
      { class: 'DoubleTapDashGame', base: 'Node2D', language: 'GDScript', path: 'res://addons/microloop_double_tap_dash/double_tap_dash_game.gd', icon: '', is_abstract: false, is_tool: false },
      { class: 'DoubleTapDashModel', base: 'RefCounted', language: 'GDScript', path: 'res://addons/microloop_double_tap_dash/double_tap_dash_model.gd', icon: '', is_abstract: false, is_tool: false },
    ]);
  });

  it('reads @tool, @icon and @abstract, and a script with no extends as a RefCounted', () => {
    const classes = globalClasses({ 'b.gd': '@tool\n@icon("res://b.svg")\nclass_name Bee\nextends Node\n', 'a.gd': '# A note.\n@abstract\nclass_name Ant\n' });
    expect(classes).toEqual([
      { class: 'Ant', base: 'RefCounted', language: 'GDScript', path: 'res://a.gd', icon: '', is_abstract: true, is_tool: false },
      { class: 'Bee', base: 'Node', language: 'GDScript', path: 'res://b.gd', icon: 'res://b.svg', is_abstract: false, is_tool: true },
    ]);
  });

  it('refuses a class that extends a path, whose base the editor would resolve', () => {
    expect(() => globalClasses({ 'c.gd': 'class_name Cat\nextends "res://animal.gd"\n' })).toThrow(/extends a path/);
  });

  it('writes the list as the editor saves it, every key Godot 4.6 requires of an entry, and adds it to the project', () => {
    const text = globalClassCache(globalClasses({ 'a.gd': 'class_name Ant\nextends Node\n' }));
    expect(text).toBe('list=[{\n"base": &"Node",\n"class": &"Ant",\n"icon": "",\n"is_abstract": false,\n"is_tool": false,\n"language": &"GDScript",\n"path": "res://a.gd"\n}]\n');
    expect(globalClassCache([])).toBe('list=[]\n');
    expect(withClassCache({ 'a.gd': 'class_name Ant\n' })[classCachePath]).toContain('"class": &"Ant"');
  });
});
