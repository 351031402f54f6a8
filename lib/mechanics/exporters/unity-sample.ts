import type { Mechanic } from '../core/mechanic';
import { unityPlayMenu } from '../kit-quick-start';

/**
 * The Unity package's two ways to play with no edit, beside Runtime/:
 * - `Samples~/Play/<Title>.unity`, declared in package.json's `samples`: Package Manager > the package >
 *   Samples > Import copies it into Assets/Samples/, then open the scene and press Play. Unity never imports
 *   a folder whose name ends in `~`, so the scene is an asset only once imported, keeping its .meta GUID;
 * - `Editor/<Game>Menu.cs` in an Editor-only assembly (`includePlatforms: ["Editor"]`, never in a player):
 *   Tools > Microloop > Play <Title> opens a new empty scene with the game in it and enters Play mode.
 */

type Names = {
  /** `Microloop.PhysicsDropper`: the runtime assembly and namespace. */
  readonly assembly: string;
  /** `PhysicsDropperGame`. */
  readonly game: string;
  /** "Physics Dropper". */
  readonly title: string;
};

/** package.json's `samples`: what the Package Manager lists under Samples with an Import button. */
export function unitySamples(names: Names) {
  return [{ displayName: `Play ${names.title}`, description: `An empty scene with the ${names.title} game in it: open it and press Play.`, path: 'Samples~/Play' }];
}

const noPrefab = `  m_ObjectHideFlags: 0
  m_CorrespondingSourceObject: {fileID: 0}
  m_PrefabInstance: {fileID: 0}
  m_PrefabAsset: {fileID: 0}`;

/**
 * The sample scene in Unity's text scene format (YAML 1.1, one `--- !u!<class ID> &<fileID>` document per
 * object; class IDs 1 GameObject, 4 Transform, 114 MonoBehaviour, 1660057539 SceneRoots, which 2022.2+ scenes
 * list their root transforms in). A MonoBehaviour names its script by `{fileID: 11500000, guid: <the .cs.meta
 * GUID>, type: 3}`: 11500000 is a MonoScript's fixed local ID, type 3 an asset. The scene's settings objects
 * are left out: Unity gives a scene without them its defaults. Only the game object: it makes its own camera.
 */
export function unitySampleScene(names: Names, scriptGuid: string): string {
  return `%YAML 1.1
%TAG !u! tag:unity3d.com,2011:
--- !u!1 &1000
GameObject:
${noPrefab}
  serializedVersion: 6
  m_Component:
  - component: {fileID: 1001}
  - component: {fileID: 1002}
  m_Layer: 0
  m_Name: ${names.title}
  m_TagString: Untagged
  m_Icon: {fileID: 0}
  m_NavMeshLayer: 0
  m_StaticEditorFlags: 0
  m_IsActive: 1
--- !u!4 &1001
Transform:
${noPrefab}
  m_GameObject: {fileID: 1000}
  serializedVersion: 2
  m_LocalRotation: {x: 0, y: 0, z: 0, w: 1}
  m_LocalPosition: {x: 0, y: 0, z: 0}
  m_LocalScale: {x: 1, y: 1, z: 1}
  m_ConstrainProportionsScale: 0
  m_Children: []
  m_Father: {fileID: 0}
  m_LocalEulerAnglesHint: {x: 0, y: 0, z: 0}
--- !u!114 &1002
MonoBehaviour:
${noPrefab}
  m_GameObject: {fileID: 1000}
  m_Enabled: 1
  m_EditorHideFlags: 0
  m_Script: {fileID: 11500000, guid: ${scriptGuid}, type: 3}
  m_Name: 
  m_EditorClassIdentifier: 
--- !u!1660057539 &9223372036854775807
SceneRoots:
  m_ObjectHideFlags: 0
  m_Roots:
  - {fileID: 1001}
`;
}

/** The Editor assembly's definition: editor only, referencing the runtime assembly by name. */
export function unityEditorAsmdef(names: Names): string {
  const name = `${names.assembly}.Editor`;
  return `${JSON.stringify(
    {
      name,
      rootNamespace: name,
      references: [names.assembly],
      includePlatforms: ['Editor'],
      excludePlatforms: [],
      allowUnsafeCode: false,
      overrideReferences: false,
      precompiledReferences: [],
      autoReferenced: false,
      defineConstraints: [],
      versionDefines: [],
      noEngineReferences: false,
    },
    null,
    2,
  )}\n`;
}

/** `Tools/Microloop/Play <Title>`: EditorSceneManager.NewScene, the game on a new GameObject, EditorApplication.EnterPlaymode. */
export function unityPlayMenuScript(mechanic: Pick<Mechanic, 'name'>, names: Names): string {
  const item = unityPlayMenu(mechanic);
  return `using UnityEditor;
using UnityEditor.SceneManagement;
using UnityEngine;

namespace ${names.assembly}.Editor
{
    /// <summary>${item.replace(/\//g, ' > ')}: a new empty scene with the game in it, in Play mode.</summary>
    internal static class ${names.game}Menu
    {
        [MenuItem("${item}")]
        private static void Play()
        {
            // Unsaved changes to the open scenes are offered for saving first; Cancel leaves everything as it was.
            if (!EditorSceneManager.SaveCurrentModifiedScenesIfUserWantsTo()) return;
            EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Single);
            new GameObject("${names.title}").AddComponent<${names.game}>();
            EditorApplication.EnterPlaymode();
        }

        [MenuItem("${item}", true)]
        private static bool CanPlay()
        {
            return !EditorApplication.isPlayingOrWillChangePlaymode;
        }
    }
}
`;
}
