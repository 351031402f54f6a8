/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { samplesIn } from './code-samples';
import { mechanicsDir, realKit } from './real-kits';

/**
 * Every C# sample the site shows (the API pages', the snippets', the tutorials') compiles with mcs
 * against the Unity package of its template, as the site builds it, and the UnityEngine stub, and then
 * plays under mono (one run per template): each sample's MonoBehaviour sits beside the kit's Game, its
 * Inspector fields wired as its text says, through 600 frames of play with Space presses and clicks
 * and an arrow key (SampleRunner below). It must do what its page says: a listener logs the events it subscribed to, the
 * tutorial's HUD shows a score and the last ball's points, the snippet's swapped config is the one the
 * rules play from the next frame.
 */
const stub = join(mechanicsDir, 'exporters/__fixtures__/UnityEngine.stub.cs');
const samples = samplesIn('C#');
const slugs = [...new Set(samples.map((sample) => sample.slug))];

/** Plays each sample class named in args beside its Game; prints "SAMPLE <class> <key>=<value>" lines. */
const runner = `using System;
using System.IO;
using System.Reflection;
using UnityEngine;

public static class SampleRunner
{
    static void Message(object target, string name, params object[] args)
    {
        var method = target.GetType().GetMethod(name, BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public);
        if (method != null) method.Invoke(target, args.Length == 0 ? null : args);
    }

    static Component Add(GameObject go, Type type)
    {
        return (Component)typeof(GameObject).GetMethod("AddComponent").MakeGenericMethod(type).Invoke(go, null);
    }

    /// <summary>A frame of the stub's player loop: every script's Start (once), Update, LateUpdate and OnGUI passes.</summary>
    static void Frame(Component game, Component sample)
    {
        StubPlayer.Frame();
    }

    static object FieldOf(object target, string name)
    {
        var field = target.GetType().GetField(name, BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public);
        return field == null ? null : field.GetValue(target);
    }

    /// <summary>
    /// A board game (MemoryTiles: a Focus and its model's Tiles) is played by a player who remembers every
    /// face: the focus goes to the partner of the one open tile, else to the first face-down tile.
    /// </summary>
    static void Remember(Component game)
    {
        var focus = game.GetType().GetProperty("Focus");
        var modelProperty = game.GetType().GetProperty("Model");
        if (focus == null || modelProperty == null) return;
        var tilesField = modelProperty.PropertyType.GetField("Tiles");
        var tiles = tilesField == null ? null : tilesField.GetValue(modelProperty.GetValue(game, null)) as System.Collections.IList;
        if (tiles == null) return;
        int open = -1, first = -1;
        for (int index = 0; index < tiles.Count; index++)
        {
            var tile = tiles[index];
            bool matched = (bool)FieldOf(tile, "Matched"), up = (bool)FieldOf(tile, "FaceUp");
            if (matched) continue;
            if (up && open < 0) open = index;
            if (!up && first < 0) first = index;
        }
        int target = first;
        if (open >= 0)
            for (int index = 0; index < tiles.Count; index++)
                if (index != open && !(bool)FieldOf(tiles[index], "Matched") && (int)FieldOf(tiles[index], "Symbol") == (int)FieldOf(tiles[open], "Symbol")) target = index;
        if (target >= 0) focus.SetValue(game, target, null);
    }

    public static int Main(string[] args)
    {
        var stdout = Console.Out;
        foreach (var name in args)
        {
            StubPlayer.EndFrame();
            StubPlayer.KeysHeld.Clear();
            StubPlayer.ClearScene();
            StubPlayer.DeltaTime = 1f / 60f;
            Type type = null;
            foreach (var candidate in typeof(SampleRunner).Assembly.GetTypes()) if (candidate.Name == name) type = candidate;
            // Built inactive and wired in the Inspector's way before it wakes, as a scene loads: Awake and OnEnable then run
            // in the order the components were added.
            var go = new GameObject(name);
            go.SetActive(false);
            Component game = null;
            var configs = new System.Collections.Generic.List<ScriptableObject>();
            // The sample's Inspector fields, wired as its text says: the Game beside it, a config asset each.
            foreach (var field in type.GetFields(BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public))
            {
                if (typeof(MonoBehaviour).IsAssignableFrom(field.FieldType)) game = Add(go, field.FieldType);
                if (typeof(ScriptableObject).IsAssignableFrom(field.FieldType))
                {
                    var config = (ScriptableObject)typeof(ScriptableObject).GetMethod("CreateInstance", Type.EmptyTypes).MakeGenericMethod(field.FieldType).Invoke(null, null);
                    configs.Add(config);
                }
            }
            var sample = Add(go, type);
            int configIndex = 0;
            foreach (var field in type.GetFields(BindingFlags.Instance | BindingFlags.NonPublic | BindingFlags.Public))
            {
                if (typeof(MonoBehaviour).IsAssignableFrom(field.FieldType)) field.SetValue(sample, game);
                if (typeof(ScriptableObject).IsAssignableFrom(field.FieldType))
                {
                    var config = configs[configIndex];
                    // The second asset differs from the first in every float, so a swap shows in the rules.
                    foreach (var setting in field.FieldType.GetFields())
                        if (setting.FieldType == typeof(float) && configIndex > 0) setting.SetValue(config, (float)setting.GetValue(config) + 1.5f);
                    field.SetValue(sample, config);
                    configIndex++;
                }
            }
            var log = new StringWriter();
            Console.SetOut(log);
            go.SetActive(true);
            for (int frame = 0; frame < 600; frame++)
            {
                // Space (a tap, a drop, a pick), a click, and an arrow that moves a board's focus to the next tile.
                if (frame % 60 == 30 || frame % 60 == 10)
                {
                    Remember(game);
                    StubPlayer.KeysDown.Add(KeyCode.Space);
                }
                if (frame % 60 == 50) StubPlayer.KeysDown.Add(KeyCode.RightArrow);
                if (frame % 60 == 45)
                {
                    StubPlayer.MouseDown = true;
                    StubPlayer.MousePosition = new Vector3(Screen.width / 2f, Screen.height / 2f, 0);
                }
                Frame(game, sample);
            }
            Console.SetOut(stdout);
            var lines = log.ToString().Split(new[] { '\\n' }, StringSplitOptions.RemoveEmptyEntries);
            Console.WriteLine("SAMPLE " + name + " logs=" + lines.Length);
            foreach (var line in lines) Console.WriteLine("SAMPLE " + name + " log=" + line);
            foreach (var field in type.GetFields(BindingFlags.Instance | BindingFlags.NonPublic))
                if (field.FieldType == typeof(int)) Console.WriteLine("SAMPLE " + name + " " + field.Name + "=" + field.GetValue(sample));
            // A sample with a method that takes a bool (the snippet's SetHard): call it both ways, one frame each.
            var toggle = type.GetMethods(BindingFlags.Instance | BindingFlags.Public | BindingFlags.DeclaredOnly);
            foreach (var method in toggle)
            {
                var parameters = method.GetParameters();
                if (parameters.Length != 1 || parameters[0].ParameterType != typeof(bool)) continue;
                foreach (var on in new[] { true, false })
                {
                    method.Invoke(sample, new object[] { on });
                    Frame(game, sample);
                    var model = game.GetType().GetProperty("Model").GetValue(game, null);
                    var values = model.GetType().GetProperty("Values").GetValue(model, null);
                    var config = FieldOf(game, "config");
                    var gravityField = config.GetType().GetField("gravity");
                    Console.WriteLine("SAMPLE " + name + " " + method.Name + "(" + on + ").config=" + configs.IndexOf((ScriptableObject)config)
                        + " modelGravity=" + values.GetType().GetField("Gravity").GetValue(values) + " configGravity=" + gravityField.GetValue(config));
                }
            }
            ((Behaviour)sample).enabled = false;
        }
        return 0;
    }
}
`;

describe('the site’s C# samples', () => {
  const dir = mkdtempSync(join(tmpdir(), 'microloop-samples-cs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are found: one per API page at least, the snippet and the Unity tutorial', () => {
    expect(samples.length).toBeGreaterThanOrEqual(8);
  });

  it.each(slugs)('%s: its samples compile against its package with mcs and do what their pages say under mono', (slug) => {
    const sources = Object.entries(realKit(slug, 'unity').files)
      // The package's runtime assembly; its Editor assembly needs UnityEditor (unity-sample.test.ts compiles it).
      .filter(([path]) => path.endsWith('.cs') && !path.includes('/Editor/'))
      .map(([path, text]) => {
        const file = join(dir, slug, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, text);
        return file;
      });
    const own = samples.filter((sample) => sample.slug === slug);
    const files = own.map((sample, index) => {
      const file = join(dir, slug, 'Samples', `Sample${index}.cs`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, sample.code);
      return file;
    });
    const runnerFile = join(dir, slug, 'SampleRunner.cs');
    writeFileSync(runnerFile, runner);
    const exe = join(dir, `${slug}.exe`);
    const compiled = spawnSync('mcs', ['-target:exe', '-nologo', '-nowarn:649', '-define:ENABLE_LEGACY_INPUT_MANAGER', `-out:${exe}`, stub, ...sources, ...files, runnerFile], { encoding: 'utf8' });
    if (compiled.error) throw compiled.error;
    expect(`${compiled.stdout}${compiled.stderr}`.split('\n').filter((line) => /error CS/.test(line))).toEqual([]);
    expect(compiled.status).toBe(0);

    const classes = own.map((sample) => /public class (\w+) : MonoBehaviour/.exec(sample.code)?.[1] ?? '');
    const run = spawnSync('mono', [exe, ...classes], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const said = (name: string) => run.stdout.split('\n').filter((line) => line.startsWith(`SAMPLE ${name} `)).map((line) => line.slice(`SAMPLE ${name} `.length));
    for (const [index, sample] of own.entries()) {
      const name = classes[index] ?? '';
      const lines = said(name);
      const subscribed = [...sample.code.matchAll(/game\.(\w+) \+= On\w+;/g)].map((match) => match[1] ?? '');
      const logged = sample.code.includes('Debug.Log(');
      if (logged) {
        // A listener: every line it logged names an event it subscribed to, and the game raised some.
        const logs = lines.filter((line) => line.startsWith('log=')).map((line) => line.slice(4));
        expect({ where: sample.where, logged: logs.length > 0 }).toEqual({ where: sample.where, logged: true });
        expect(logs.filter((line) => !subscribed.some((event) => line.startsWith(`${event} `)))).toEqual([]);
      }
      if (/void OnGUI\(\)/.test(sample.code)) {
        // The tutorial's HUD: a score and the last ball's points to show.
        const ints = Object.fromEntries(lines.filter((line) => /^\w+=-?\d+$/.test(line)).map((line) => line.split('=') as [string, string]));
        expect({ where: sample.where, score: Number(ints.score) > 0, lastPoints: Number(ints.lastPoints) > 0 }).toEqual({ where: sample.where, score: true, lastPoints: true });
      }
      const swaps = lines.filter((line) => /^\w+\((True|False)\)\.config=/.test(line));
      if (/public void \w+\(bool \w+\)/.test(sample.code)) {
        // The snippet: the config handed over is the game's, and its rules play it from the next frame.
        expect(swaps).toHaveLength(2);
        for (const swap of swaps) {
          const [, on, config, modelGravity, configGravity] = /\((True|False)\)\.config=(\d+) modelGravity=([\d.]+) configGravity=([\d.]+)/.exec(swap) ?? [];
          expect({ on, config }).toEqual({ on, config: on === 'True' ? '1' : '0' });
          expect(Number(modelGravity)).toBeCloseTo(Number(configGravity), 5);
        }
      }
    }
  });
});
