/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gamePrompts, pausedText, prompts, resumingText } from '../core/player-words';
import { unityPortSlugs } from '../kit-engines';
import { mechanicBySlug } from '../index';
import { defaultValues } from '../core/params';
import { unitySources } from '../../../scripts/unity-sources.mjs';
import { unityModuleDependencies, unityPackageFiles, unityPackageReadmeSection } from './unity-package';

/**
 * The Unity shell (lib/mechanics/core/unity, issue 44): one place for what lies between a game and its host,
 * the same words as every engine (issue 45), the types of the API (issue 46) and the modules the code needs.
 */
const shellDir = join(__dirname, '..', 'core', 'unity');
const shell = (file: string) => readFileSync(join(shellDir, file), 'utf8');
const gameFile = (slug: string) => {
  const dir = join(__dirname, '..', slug, 'unity');
  const file = readdirSync(dir).find((name) => name.endsWith('Game.cs')) ?? '';
  return readFileSync(join(dir, file), 'utf8');
};

describe('the Unity shell', () => {
  it('says what player-words.ts says, for the same moments and hands', () => {
    const words = shell('MicroloopWords.cs');
    const table = /Prompts =\s*\{([\s\S]*?)\};/.exec(words)?.[1] ?? '';
    const rows = [...table.matchAll(/new\[\] \{ "([^"]*)", "([^"]*)" \}/g)].map((row) => ({ touch: row[1], keys: row[2] }));
    // MicroloopMoment's order is the table's: Start, Again.
    // Then RhythmClacker's own (review 3 of 2026-11-29, X4: the three engines' tables the same).
    expect(/enum MicroloopMoment\s*\{[^}]*Start,[^}]*Again,[^}]*Calibrating,[^}]*CalibrationShort,[^}]*Stray,/.test(words)).toBe(true);
    expect(rows).toEqual([prompts.start, prompts.again, gamePrompts.calibrating, gamePrompts['calibration-short'], gamePrompts.stray]);
    expect(words).toContain(`Paused = "${pausedText}"`);
    expect(words).toContain(`{ "${resumingText(1)}", "${resumingText(2)}", "${resumingText(3)}" }`);
  });

  it.each([...unityPortSlugs])('%s: its Game reads no input, pause or HUD of its own (the shell does)', (slug) => {
    const game = gameFile(slug);
    expect(game).toMatch(/ : MicroloopGame<\w+Config>/);
    for (const plumbing of ['MicroloopInput.', 'UnityEngine.Input', 'OnApplicationFocus', 'OnApplicationPause', 'void Update(', 'void OnGUI(', 'void Awake(', 'void OnDestroy(', 'new MicroloopHud', 'new MicroloopStage', 'Time.deltaTime', 'Screen.width', 'EventSystem']) {
      expect({ slug, plumbing, found: game.includes(plumbing) }).toEqual({ slug, plumbing, found: false });
    }
  });

  it('names the Package Manager’s label of each Unity version the README covers', () => {
    // UnityCsReference 2022.3 Modules/PackageManagerUI/Editor/UI/PackageManagerToolbar.cs:317 "Add package from disk...",
    // :351 "Add package from tarball..."; 6000.0 (and 6000.4) the same file :281 "Install package from disk...", :310
    // "Install package from tarball...".
    for (const slug of unityPortSlugs) {
      const mechanic = mechanicBySlug(slug);
      if (!mechanic) throw new Error(slug);
      const readme = unityPackageReadmeSection(mechanic);
      for (const label of ['Add package from disk', 'Install package from disk', 'Add package from tarball', 'Install package from tarball']) expect({ slug, label, named: new RegExp(`${label}(…|\\.\\.\\.)`).test(readme) }).toEqual({ slug, label, named: true });
    }
  });

  // Review 6 N22 (issue 45): "1 star", as the JavaScript kit writes it, not "1 stars".
  it.each([...unityPortSlugs])('%s: every count word its HUD writes after a number that can be 1 goes through MicroloopWords.Counted (1 star, 2 stars)', (slug) => {
    const draw = /internal override void Draw\(MicroloopGui text\)([\s\S]*?)\n {8}\}/.exec(gameFile(slug))?.[1] ?? '';
    // A literal word ending in s written right after a counted value (units such as ms, BPM aside).
    const counted = /text\.(?:Field\("[^"]*", ([^;]+)\)|Number\(([^;]+)\));(?=\s*text\.(?:Text|Field)\(" ?([A-Za-z]+s)\b)/g;
    const plain = [...draw.matchAll(counted)].filter((match) => !/^\d+$/.test((match[1] ?? match[2] ?? '').trim()) && match[3] !== 'ms');
    expect({ slug, plain: plain.map((match) => `${match[0]} ${match[3]}`) }).toEqual({ slug, plain: [] });
  });

  it('MicroloopWords.Counted gives the singular for 1 only', () => {
    expect(shell('MicroloopWords.cs')).toMatch(/static string Counted\(int count, string one, string many\)\s*\{\s*return count == 1 \? one : many;/);
  });

  it.each([...unityPortSlugs])('%s: no event, UnityEvent or event struct of the package carries a string kind', (slug) => {
    const sources = Object.entries(unitySources(slug) as Record<string, string>).filter(([path]) => path.endsWith('.cs'));
    for (const [path, text] of sources) {
      expect({ path, found: /(Action|UnityEvent)<string>|public string (Type|Kind|Result|Reason)\b/.exec(text)?.[0] }).toEqual({ path, found: undefined });
    }
  });
});

/**
 * The built-in module (a package the Package Manager can turn off) of each UnityEngine type the kits could use,
 * by the module folder it lives in (UnityCsReference 2022.3: Modules/Audio, Modules/IMGUI, Modules/JSONSerialize,
 * Modules/Physics, Modules/Physics2D, Modules/Animation, Modules/ParticleSystem, Modules/ImageConversion,
 * Modules/UnityWebRequest, Modules/Video, Modules/UIElements); a type of the core (Camera, Sprite, Texture2D,
 * PlayerPrefs, Screen, Input) needs none.
 */
const moduleOfType: Readonly<Record<string, string>> = {
  AudioSource: 'com.unity.modules.audio',
  AudioListener: 'com.unity.modules.audio',
  AudioClip: 'com.unity.modules.audio',
  AudioSettings: 'com.unity.modules.audio',
  GUI: 'com.unity.modules.imgui',
  GUIStyle: 'com.unity.modules.imgui',
  GUIContent: 'com.unity.modules.imgui',
  GUILayout: 'com.unity.modules.imgui',
  Event: 'com.unity.modules.imgui',
  OnGUI: 'com.unity.modules.imgui',
  JsonUtility: 'com.unity.modules.jsonserialize',
  Rigidbody: 'com.unity.modules.physics',
  Collider: 'com.unity.modules.physics',
  Physics: 'com.unity.modules.physics',
  Rigidbody2D: 'com.unity.modules.physics2d',
  Collider2D: 'com.unity.modules.physics2d',
  Physics2D: 'com.unity.modules.physics2d',
  Animator: 'com.unity.modules.animation',
  ParticleSystem: 'com.unity.modules.particlesystem',
  ImageConversion: 'com.unity.modules.imageconversion',
  UnityWebRequest: 'com.unity.modules.unitywebrequest',
  VideoPlayer: 'com.unity.modules.video',
  UIDocument: 'com.unity.modules.uielements',
};

/**
 * The code a project compiles whatever modules it has: blocks under a define the asmdef's versionDefines set only
 * when a package or module is there (MICROLOOP_UGUI, MICROLOOP_TMP, MICROLOOP_UITK) are optional uses, not
 * dependencies, and are left out (nested #if blocks inside them too).
 */
function unconditionalCode(text: string) {
  const kept: string[] = [];
  let depth = 0;
  for (const line of text.split('\n')) {
    const directive = line.trim();
    if (depth > 0) {
      if (/^#if\b/.test(directive)) depth += 1;
      else if (/^#endif\b/.test(directive)) depth -= 1;
      continue;
    }
    if (/^#if MICROLOOP_[A-Z]+\s*$/.test(directive)) depth = 1;
    else kept.push(line);
  }
  return kept.join('\n');
}

describe('the Unity packages declare the built-in modules their code uses', () => {
  it('reads a module used only under a versionDefines guard as optional, nested #if included', () => {
    const guarded = ['using A;', '#if MICROLOOP_UITK', 'UIDocument d;', '#if UNITY_6000_4_OR_NEWER', 'x();', '#else', 'y();', '#endif', '#endif', 'AudioSource s;'].join('\n');
    expect(unconditionalCode(guarded)).toBe('using A;\nAudioSource s;');
  });


  it.each([...unityPortSlugs])('%s: package.json depends on every module its code uses, and on no other', (slug) => {
    const mechanic = mechanicBySlug(slug);
    if (!mechanic) throw new Error(slug);
    const files = unityPackageFiles(mechanic, defaultValues(mechanic.params), unitySources(slug) as Record<string, string>, 'L');
    const code = Object.entries(files)
      .filter(([path]) => path.endsWith('.cs') && !path.includes('/Editor/'))
      .map(([, text]) => unconditionalCode(text).replace(/\/\/.*$/gm, '').replace(/"(?:[^"\\\n]|\\.)*"/g, '""'))
      .join('\n');
    const used = [...new Set(Object.entries(moduleOfType).filter(([type]) => new RegExp(`\\b${type}\\b`).test(code)).map(([, module]) => module))].sort();
    const manifest = JSON.parse(files[`com.microloop.${slug}/package.json`] ?? '{}') as { dependencies?: Record<string, string> };
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(used);
    expect(manifest.dependencies).toEqual(unityModuleDependencies);
  });
});

describe('UnityEvents renamed in 2.0.0 with the same argument keep the Inspector wiring of 1.2.0 scenes (review U9)', () => {
  // 1.2.0's name and 2.0.0's, as the 2.0.0 changelog lists them (lib/mechanics/releases.ts).
  const renamed: Readonly<Record<string, readonly [string, string]>> = {
    'physics-dropper': ['onBallScored', 'onLanded'],
    'memory-tiles': ['onBoardGraded', 'onBoardCleared'],
  };
  // Renamed with a new argument (TimingWheel's onLanded, int points, is onJudged, its Judgement): the calls with no
  // argument or a fixed one keep their wiring; the changelog says to wire the dynamic ones again.
  it('timing-wheel: onLanded is onJudged (review U8)', () => {
    expect(gameFile('timing-wheel')).toMatch(/\[FormerlySerializedAs\("onLanded"\)\]\s+public UnityEvent<Judgement> onJudged\b/);
  });
  it.each(Object.entries(renamed))('%s', (slug, [before, now]) => {
    expect(gameFile(slug)).toMatch(new RegExp(`\\[FormerlySerializedAs\\("${before}"\\)\\]\\s+public UnityEvent<int> ${now}\\b`));
  });
});

describe('one API by name (review U8): every game event has its UnityEvent, and a UnityEvent name carries the same kind of value in every kit', () => {
  const kitCode = (slug: string) =>
    Object.entries(unitySources(slug) as Record<string, string>)
      .filter(([path]) => path.endsWith('.cs'))
      .map(([, text]) => text)
      .join('\n');
  const unityEvents = (slug: string) => new Map([...gameFile(slug).matchAll(/public UnityEvent<(\w+)> (on\w+)\b/g)].map((found) => [found[2]!, found[1]!]));

  it.each(unityPortSlugs)('%s: each C# event of the Game has a UnityEvent on<Name>', (slug) => {
    const events = [...gameFile(slug).matchAll(/public event Action<\w+> (\w+);/g)].map((found) => found[1]!);
    expect(events.length).toBeGreaterThan(0);
    const missing = events.filter((name) => !unityEvents(slug).has(`on${name}`));
    expect({ slug, missing }).toEqual({ slug, missing: [] });
  });

  it('a UnityEvent named in several kits carries one kind of value: onJudged the kit’s judgement (an enum) in every game that judges a press, onLanded PhysicsDropper’s alone', () => {
    const kinds = new Map<string, Set<string>>();
    for (const slug of unityPortSlugs) {
      const code = kitCode(slug);
      for (const [name, type] of unityEvents(slug)) {
        const kind = type === 'int' ? 'int' : new RegExp(`public enum ${type}\\b`).test(code) ? 'enum' : type;
        kinds.set(name, new Set([...(kinds.get(name) ?? []), kind]));
      }
    }
    const shapes = Object.fromEntries([...kinds].map(([name, set]) => [name, [...set].sort().join('|')]));
    expect(shapes).toMatchObject({ onLanded: 'int', onJudged: 'enum' });
    // A press's outcome is Judged wherever a press is judged; Landed is only PhysicsDropper's ball settling.
    const having = (event: string) => unityPortSlugs.filter((slug) => unityEvents(slug).has(event)).sort();
    expect(having('onLanded')).toEqual(['physics-dropper']);
    expect(having('onJudged')).toEqual(['double-tap-dash', 'memory-tiles', 'rhythm-clacker', 'timing-wheel']);
    for (const [name, shape] of Object.entries(shapes)) expect({ name, shape: shape.split('|').length }).toEqual({ name, shape: 1 });
  });
});
