import { strFromU8, unzipSync } from 'fflate';

// What Godot's Project Manager does with a downloaded kit: install it from the zip, and judge its features.

/**
 * Godot 4.3's Import dialog given a picked file (editor/project_manager/project_dialog.cpp of 4.3: _file_selected,
 * _test_path): a project.godot imports where it lies; a zip proposes its own folder as the install folder, and
 * *Import & Edit* stays greyed out while that folder holds any entry whose name does not start with a dot, which it
 * always does: the zip itself. `folder` lists the picked file's folder.
 */
export function godot43Import(picked: string, folder: readonly string[]): { importable: boolean; message: string } {
  if (picked.endsWith('project.godot')) return { importable: true, message: '' };
  if (!picked.endsWith('.zip')) return { importable: false, message: 'Please choose a "project.godot" or ".zip" file.' };
  return folder.some((name) => !name.startsWith('.')) ? { importable: false, message: 'Please choose an empty install folder.' } : { importable: true, message: '' };
}

/**
 * Godot's Project Manager importing a .zip (Import, pick the zip, Import: ProjectDialog::ok_pressed in
 * editor/project_manager/project_dialog.cpp, MODE_IMPORT with a zip falling through to MODE_INSTALL's unpacking,
 * 4.4 to 4.6; 4.3 takes no zip in these actions, godot43Import): the project root is the folder of the first entry
 * named project.godot (entries under __MACOSX skipped); every entry's name has that folder trimmed off its
 * front (String::trim_prefix, so an entry outside it keeps its whole name) and is written under the chosen
 * folder; a directory entry makes its folder with a non-recursive make_dir, and a file whose folder does not
 * exist yet fails, which ends the import in the "The following files failed extraction from package" dialog.
 */
export function installFromZip(zip: Uint8Array) {
  const names = Object.keys(unzipSync(zip));
  const project = names.find((name) => !name.startsWith('__MACOSX') && name.split('/').at(-1) === 'project.godot');
  if (project === undefined) return { error: 'Invalid ".zip" project file; it doesn\'t contain a "project.godot" file.', folders: new Set<string>(), files: new Map<string, string>(), failed: [] };
  const zipRoot = project.slice(0, project.lastIndexOf('/') + 1).replace(/\/$/, '');
  const folders = new Set<string>(['']);
  const files = new Map<string, string>();
  const failed: string[] = [];
  const parentOf = (path: string) => path.replace(/\/?[^/]*\/?$/, '');
  const entries = unzipSync(zip);
  for (const name of names) {
    if (name.startsWith('__MACOSX')) continue;
    const rel = name.startsWith(zipRoot) ? name.slice(zipRoot.length) : name;
    const path = rel.replace(/^\//, '');
    if (rel === '') continue;
    if (rel.endsWith('/')) {
      if (folders.has(parentOf(path.replace(/\/$/, '')))) folders.add(path.replace(/\/$/, ''));
    } else if (folders.has(parentOf(path))) files.set(path, strFromU8(entries[name]!));
    else failed.push(rel);
  }
  return { error: failed.length ? 'The following files failed extraction from package' : undefined, folders, files, failed };
}

/**
 * `config/features` as Godot 4.3 to 4.6 judge it when a project is opened (ProjectManager, project_manager.cpp):
 * every feature that `ProjectSettings::get_unsupported_features` (core/config/project_settings.cpp) finds outside
 * `_get_supported_features` (the editor's own branch "4.x", "4.x.patch", its full version strings, "Forward Plus",
 * "Mobile", "GL Compatibility") is listed, and one that `project_feature_looks_like_version` (a "." and the first
 * three characters numeric) shows the "This project was last edited in Godot 4.3. Opening will change it to Godot
 * 4.6" question. The renderer names are supported by every one of these editors.
 */
export const supportedIn = (branch: string) => new Set([branch, 'Forward Plus', 'Mobile', 'GL Compatibility']);
export const looksLikeVersion = (feature: string) => feature.includes('.') && /^\d+(\.\d*)?$/.test(feature.slice(0, 3));

export function featuresOf(projectGodot: string): string[] {
  const line = /^config\/features=PackedStringArray\(([^)]*)\)$/m.exec(projectGodot);
  if (!line) return [];
  return [...(line[1] ?? '').matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '');
}

