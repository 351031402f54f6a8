/**
 * A Godot project packed as Godot's own export does it, so the web runtime can boot it as its main pack
 * (`--main-pack`, the Engine config's `mainPack`) with its project.godot applied: a PCK of pack format 3
 * as Godot 4.6's PCKPacker writes it (core/io/pck_packer.cpp, read by core/io/file_access_pack.cpp), and
 * the global script class cache the editor writes to res://.godot/global_script_class_cache.cfg
 * (ScriptServer::save_global_classes in core/object/script_language.cpp). An exported project never scans
 * its scripts: this cache is where its class_name names come from (ProjectSettings::get_global_class_list).
 */
import { createHash } from 'node:crypto';

/** Files by their path inside the project (no res:// prefix) → text or bytes. */
export type ProjectFiles = Readonly<Record<string, string | Uint8Array>>;

/** "GDPC": Godot's pack magic (PACK_HEADER_MAGIC). */
const packMagic = 0x43504447;
/** The pack format Godot 4.4 and newer read and write (PACK_FORMAT_VERSION); 4.6 refuses any other. */
export const packFormatVersion = 3;
/** Offsets in the directory are relative to the file base (PACK_REL_FILEBASE), as PCKPacker writes them. */
const relativeFileBase = 1 << 1;
/** PCKPacker's default alignment: the file base and every file start on a multiple of 32 bytes. */
const alignment = 32;
/** Magic, format, engine major/minor/patch, flags, file base, directory offset, 16 reserved words. */
const headerBytes = 4 * 5 + 4 + 8 + 8 + 16 * 4;

/** The engine version a pack claims; Godot refuses a pack from a newer minor version than its own. */
export type PackEngine = { readonly major: number; readonly minor: number; readonly patch: number };

const padTo = (length: number, multiple: number) => Math.ceil(length / multiple) * multiple;

const asBytes = (content: string | Uint8Array) => (typeof content === 'string' ? new TextEncoder().encode(content) : content);

/**
 * The files as one PCK, in the order given: the header, each file's bytes (padded to 32), then the
 * directory (each path, without res://, padded to 4 bytes; offset from the file base; size; MD5 of the
 * bytes; flags 0).
 */
export function godotPack(files: ProjectFiles, engine: PackEngine = { major: 4, minor: 6, patch: 0 }): Uint8Array {
  const entries = Object.entries(files).map(([path, content]) => {
    const name = new TextEncoder().encode(path.replace(/^res:\/\//, ''));
    return { name, bytes: asBytes(content) };
  });
  const fileBase = padTo(headerBytes, alignment);
  const offsets: number[] = [];
  let dataLength = 0;
  for (const entry of entries) {
    offsets.push(dataLength);
    dataLength += padTo(entry.bytes.length, alignment);
  }
  const directoryOffset = fileBase + dataLength;
  const directoryLength = 4 + entries.reduce((sum, entry) => sum + 4 + padTo(entry.name.length, 4) + 8 + 8 + 16 + 4, 0);
  const pack = new Uint8Array(directoryOffset + directoryLength);
  const view = new DataView(pack.buffer);
  let at = 0;
  const u32 = (value: number) => {
    view.setUint32(at, value, true);
    at += 4;
  };
  const u64 = (value: number) => {
    view.setBigUint64(at, BigInt(value), true);
    at += 8;
  };
  u32(packMagic);
  u32(packFormatVersion);
  u32(engine.major);
  u32(engine.minor);
  u32(engine.patch);
  u32(relativeFileBase);
  u64(fileBase);
  u64(directoryOffset);
  entries.forEach((entry, index) => pack.set(entry.bytes, fileBase + (offsets[index] ?? 0)));
  at = directoryOffset;
  u32(entries.length);
  entries.forEach((entry, index) => {
    u32(padTo(entry.name.length, 4));
    pack.set(entry.name, at);
    at += padTo(entry.name.length, 4);
    u64(offsets[index] ?? 0);
    u64(entry.bytes.length);
    pack.set(createHash('md5').update(entry.bytes).digest(), at);
    at += 16;
    u32(0);
  });
  return pack;
}

/** One global class as the editor records it (ScriptServer::save_global_classes). */
export type GlobalClass = {
  readonly class: string;
  readonly base: string;
  readonly language: 'GDScript';
  readonly path: string;
  readonly icon: string;
  readonly is_abstract: boolean;
  readonly is_tool: boolean;
};

/**
 * Every script of the project that declares a class_name, as the editor's scan finds it: its name, what
 * it extends (a class name; a script with no extends is a RefCounted), its @icon, @tool and @abstract,
 * sorted by name as the editor saves them. A script that extends a path, which the editor would resolve
 * to that script's class, is refused rather than guessed.
 */
export function globalClasses(files: ProjectFiles): GlobalClass[] {
  const classes: GlobalClass[] = [];
  for (const [path, content] of Object.entries(files)) {
    if (!path.endsWith('.gd') || typeof content !== 'string') continue;
    // Annotations and the class_name/extends lines come before the first member: the header is enough.
    const header = content.split('\n').filter((line) => !/^\s*(#|$)/.test(line));
    const name = header.map((line) => /^class_name\s+(\w+)/.exec(line)?.[1]).find(Boolean);
    if (!name) continue;
    const extendsLine = header.find((line) => /^extends\s/.test(line));
    const base = extendsLine ? /^extends\s+(\w+)\s*$/.exec(extendsLine)?.[1] : 'RefCounted';
    if (!base) throw new Error(`${path}: extends a path (${extendsLine}); give the class the script's class_name instead`);
    const annotations = header.filter((line) => line.startsWith('@'));
    classes.push({
      class: name,
      base,
      language: 'GDScript',
      path: `res://${path.replace(/^res:\/\//, '')}`,
      icon: annotations.map((line) => /^@icon\("([^"]*)"\)/.exec(line)?.[1]).find((icon) => icon !== undefined) ?? '',
      is_abstract: annotations.some((line) => /^@abstract\b/.test(line)),
      is_tool: annotations.some((line) => /^@tool\b/.test(line)),
    });
  }
  return classes.sort((a, b) => (a.class < b.class ? -1 : a.class > b.class ? 1 : 0));
}

/** Where the editor writes the cache: the project data folder (.godot, use_hidden_project_data_directory). */
export const classCachePath = '.godot/global_script_class_cache.cfg';

const quote = (text: string) => JSON.stringify(text);

/** The cache file's text, as ConfigFile saves `list` (VariantWriter: keys sorted, StringNames as &"..."). */
export function globalClassCache(classes: readonly GlobalClass[]): string {
  const entry = (item: GlobalClass) =>
    [
      `"base": &${quote(item.base)}`,
      `"class": &${quote(item.class)}`,
      `"icon": ${quote(item.icon)}`,
      `"is_abstract": ${item.is_abstract}`,
      `"is_tool": ${item.is_tool}`,
      `"language": &${quote(item.language)}`,
      `"path": ${quote(item.path)}`,
    ].join(',\n');
  return `list=[${classes.map((item) => `{\n${entry(item)}\n}`).join(', ')}]\n`;
}

/** The project with the class cache the editor would have written for it, as an export packs it. */
export function withClassCache(files: ProjectFiles): Record<string, string | Uint8Array> {
  return { ...files, [classCachePath]: globalClassCache(globalClasses(files)) };
}
