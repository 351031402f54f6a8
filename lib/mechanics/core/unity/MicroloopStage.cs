// The stage of a Microloop game: the camera that frames the board, an AudioListener, and sprites made
// at run time. Copied into every Microloop package, in the package's own namespace; internal, so two
// packages never clash.
//
// What it borrows from the host it gives back: the scene's camera is the game's view (the host chose where
// on the screen it draws: its viewport rect stays), and every field the stage changes on it (position,
// rotation, projection, size, clip planes, clear flags, background) is put back as it was when the game is
// disabled or destroyed; so is Application.targetFrameRate, and an AudioListener it added or enabled.
//
// The pieces are SpriteRenderers, as in Unity's 2D projects, tinted with SpriteRenderer.color: no
// primitive meshes (their Default-Material is not drawn in a URP player build), no material is
// written, so none is copied per renderer, and the only textures made are the stages' own: made by the
// first stage alive, shared by every stage of the package, destroyed with the last.
using UnityEngine;

namespace Microloop
{
    /// <summary>The shapes of the stage's sprites, each one world unit across.</summary>
    internal enum MicroloopShape { Square, Circle, Diamond }

    internal sealed class MicroloopStage
    {
        /// <summary>
        /// Texels across a Circle or Diamond: at least one texel per screen pixel for the largest of them any
        /// Game draws on a 4K monitor (TimingWheel's hub, 386 px; a 1080 × 2400 phone needs 193), and a mip
        /// chain with trilinear filtering for the small ones (pegs of 11 px) so they do not shimmer.
        /// </summary>
        const int ShapePixels = 512;
        /// <summary>A Square is one colour to its edge: the quad's own edge stays sharp at any size, so it needs few texels.</summary>
        const int SquarePixels = 16;
        const float CameraDistance = 10f;

        // Shared by the stages alive at once (a game restarted or made per scene does not build its texels again).
        static readonly Texture2D[] textures = new Texture2D[3];
        static readonly Sprite[] sprites = new Sprite[3];
        static int stages;
        bool disposed;
        /// <summary>The editor's sprite material, the one a player build draws with (see UnlitInEditor); null in a build.</summary>
        Material unlit;
        readonly Color background;
        Vector2 centre;
        float halfWidth;
        float halfHeight;
        /// <summary>The part of the screen the board may fill (pixels, y up), or a zero size for the whole view.</summary>
        Rect region;
        /// <summary>The view and region the board was last framed for: framed again when either changes.</summary>
        Rect framedView;
        Rect framedRegion;
        /// <summary>The camera made for the game when the scene had none, or null: destroyed with the stage.</summary>
        GameObject ownCamera;
        /// <summary>The AudioListener added to a camera of the scene, or null: removed when the game gives the camera back.</summary>
        AudioListener addedListener;
        /// <summary>A listener of the scene's camera the stage enabled, or null: disabled again when it gives the camera back.</summary>
        AudioListener enabledListener;
        /// <summary>
        /// The listener the game is heard through (its own, or one the scene had): when it goes (another Game gives back
        /// the one it added, the host destroys its own) the camera gets one again at the next frame.
        /// </summary>
        AudioListener heardThrough;
        /// <summary>The listener the stage last removed: Object.Destroy leaves it on its camera until the end of the frame.</summary>
        AudioListener dropped;
        Camera[] cameras = new Camera[4];
        /// <summary>The scene camera's fields as they were when the game borrowed it.</summary>
        CameraFields lent;
        bool borrowed;
        /// <summary>The frame rate the stage asked for, and the project's before it; int.MinValue when it asked for none.</summary>
        int frameRateSet = int.MinValue;
        int frameRateBefore;

        /// <summary>Every field of a camera the stage writes.</summary>
        struct CameraFields
        {
            /// <summary>The camera's pose in its parent's space, as the host set it: under a rig that moved meanwhile, it goes back to its place on the rig.</summary>
            public Vector3 Position;
            public Quaternion Rotation;
            public bool Orthographic;
            public float OrthographicSize;
            public float Near;
            public float Far;
            public CameraClearFlags ClearFlags;
            public Color Background;
            public int CullingMask;

            public static CameraFields Of(Camera camera)
            {
                var view = camera.transform;
                return new CameraFields
                {
                    Position = view.localPosition,
                    Rotation = view.localRotation,
                    Orthographic = camera.orthographic,
                    OrthographicSize = camera.orthographicSize,
                    Near = camera.nearClipPlane,
                    Far = camera.farClipPlane,
                    ClearFlags = camera.clearFlags,
                    Background = camera.backgroundColor,
                    CullingMask = camera.cullingMask,
                };
            }

            public void Restore(Camera camera)
            {
                camera.transform.localPosition = Position;
                camera.transform.localRotation = Rotation;
                camera.orthographic = Orthographic;
                camera.orthographicSize = OrthographicSize;
                camera.nearClipPlane = Near;
                camera.farClipPlane = Far;
                camera.clearFlags = ClearFlags;
                camera.backgroundColor = Background;
                camera.cullingMask = CullingMask;
            }
        }

        /// <summary>
        /// The camera the game draws with: the one the host gave, else the scene's Main Camera, else one made for it (an
        /// untagged camera is never taken). A Main Camera the scene gains later, or a camera given in view, takes over
        /// from the one made, which goes.
        /// </summary>
        public Camera Camera { get; private set; }

        /// <summary>The camera the host gave the game (its <c>view</c> field), or null; followed when it changes (<see cref="Use"/>).</summary>
        Camera given;

        /// <summary>
        /// No camera is taken until the game's first frame: a Game added by AddComponent or Instantiate runs
        /// Awake before the host's next line can set <c>view</c>, and must not take and re-aim the host's Main Camera meanwhile.
        /// </summary>
        bool taken;

        /// <summary>
        /// The Game object's layer, read when a piece is made or the camera taken: a host that adds the Game
        /// in code sets its layer on the next line, before the first frame makes the board. Every piece is on it, and the
        /// camera draws that layer alone while the game has it.
        /// </summary>
        int layer => origin != null ? origin.gameObject.layer : 0;

        /// <summary>
        /// The Game's transform: the board is built in its local space (pieces by localPosition under it),
        /// and the camera frames the board where the Game is, turned and scaled with it; moved, it is framed again.
        /// </summary>
        readonly Transform origin;
        /// <summary>Where the Game was when the board was last framed: framed again when it moves.</summary>
        Vector3 framedAt;
        Quaternion framedTurn;
        Vector3 framedScale;
        /// <summary>Where the board was framed from (the camera's world pose then): framed again when the camera moves, as under a rig that moved.</summary>
        Vector3 framedEye;
        Quaternion framedEyeTurn;

        public MicroloopStage(Color background, Camera given, Transform origin)
        {
            this.background = background;
            this.given = given;
            this.origin = origin;
            stages++;
            if (sprites[0] == null || sprites[1] == null || sprites[2] == null) MakeSprites();
            UnlitInEditor();
        }

        /// <summary>
        /// Each frame, before anything is framed: the first takes the camera (<paramref name="view"/>, else the scene's);
        /// a later change of <paramref name="view"/> gives the camera used so far back as it was (every field, its listener)
        /// and frames the board with the new one.
        /// </summary>
        public void Use(Camera view)
        {
            if (taken && view == given) return;
            if (taken) ReleaseCamera();
            given = view;
            var leaving = ownCamera;
            if (given != null && ownCamera != null)
            {
                // The host's camera replaces the one made for the game.
                ownCamera = null;
                Object.Destroy(leaving);
            }
            Camera = null;
            Take();
            framedView = default(Rect);
            Fit();
        }

        /// <summary>Takes the scene's camera (or makes one), a listener, and the display's frame rate on a phone.</summary>
        void Take()
        {
            taken = true;
            // The camera made for the game, turned off by GiveBack, draws again (a Main Camera the scene gained meanwhile, or a camera given in view, takes over at the next frame).
            if (ownCamera != null) ownCamera.SetActive(true);
            else
            {
                Camera = SceneCamera();
                if (Camera == null) MakeCamera();
                else Borrow();
            }
            Listen(null);
            RunAtDisplayRate();
        }

        void MakeCamera()
        {
            ownCamera = new GameObject("Main Camera");
            ownCamera.tag = "MainCamera";
            Camera = ownCamera.AddComponent<Camera>();
        }

        void Borrow()
        {
            lent = CameraFields.Of(Camera);
            borrowed = true;
            if (given == null) SayIfShared(Camera);
        }

        /// <summary>The scene camera last named by <see cref="SayIfShared"/>: each is named once a stage.</summary>
        Camera named;
        static readonly System.Collections.Generic.List<MonoBehaviour> cameraScripts = new System.Collections.Generic.List<MonoBehaviour>();

        /// <summary>
        /// The scene's Main Camera, taken because <c>view</c> is empty, that the host uses in a way the game cannot share,
        /// named in a warning with what to do: a CinemachineBrain drives it (it writes the camera's pose and lens every
        /// LateUpdate, com.unity.cinemachine CinemachineBrain.PushStateToUnityCamera: the board is framed and the host's
        /// shot drawn), or a Screen Space - Camera canvas of the host's is drawn by it (the camera draws the game's layer
        /// alone while the game has it, so the canvas is hidden, and its GraphicRaycaster, which reads no culling mask,
        /// still gives its buttons the taps: com.unity.ugui GraphicRaycaster.cs:170-215). Looked for once a take.
        /// </summary>
        void SayIfShared(Camera camera)
        {
            if (camera == named) return;
            named = camera;
            camera.GetComponents(cameraScripts);
            string sharedWith = null;
            for (int i = 0; i < cameraScripts.Count && sharedWith == null; i++)
                if (cameraScripts[i] != null && cameraScripts[i].GetType().Name == "CinemachineBrain") sharedWith = "a CinemachineBrain drives it (it sets the camera's position and lens every frame)";
            cameraScripts.Clear();
#if MICROLOOP_UGUI
            if (sharedWith == null)
            {
                var canvases = Active<Canvas>();
                for (int i = 0; i < canvases.Length && sharedWith == null; i++)
                    if (canvases[i].isRootCanvas && canvases[i].renderMode == RenderMode.ScreenSpaceCamera && canvases[i].worldCamera == camera)
                        sharedWith = "your canvas \"" + canvases[i].gameObject.name + "\" (Screen Space - Camera) is drawn by it (while the game has the camera it draws only the game's layer, so the canvas is hidden, and its buttons still take taps)";
            }
#endif
            if (sharedWith != null)
                Debug.LogWarning("Microloop: the game draws with your Main Camera, and " + sharedWith + ". Give the game a camera of its own in its View field (README: Your camera).");
        }

        /// <summary>
        /// Gives back what the game borrowed (OnDisable, OnDestroy): the scene camera's fields, the frame rate
        /// (when it is still the one the stage set) and a listener it added or enabled; the camera made for the game
        /// (tagged MainCamera, with its listener) is turned off, so the host's Camera.main and its sound are its own
        /// again. <see cref="TakeAgain"/> borrows anew and turns it back on.
        /// </summary>
        public void GiveBack()
        {
            ReleaseCamera();
            if (frameRateSet != int.MinValue && Application.targetFrameRate == frameRateSet) Application.targetFrameRate = frameRateBefore;
            frameRateSet = int.MinValue;
            framedView = default(Rect);
        }

        /// <summary>The camera's part of giving back: the borrowed camera's fields, a listener the stage added or enabled, the camera it made turned off.</summary>
        void ReleaseCamera()
        {
            if (ownCamera != null) ownCamera.SetActive(false);
            if (borrowed && Camera != null) lent.Restore(Camera);
            borrowed = false;
            DropAddedListener();
            if (enabledListener != null) enabledListener.enabled = false;
            enabledListener = null;
        }

        /// <summary>
        /// Removes the listener the stage added to a scene camera. Object.Destroy takes effect at the end of the frame
        /// (until then FindObjectsByType finds the listener, still enabled): it is disabled first, so a camera taken
        /// in the same frame (a new <c>view</c>, the Game disabled and enabled again) does not count it and gets a
        /// listener of its own.
        /// </summary>
        void DropAddedListener()
        {
            if (addedListener != null)
            {
                addedListener.enabled = false;
                Object.Destroy(addedListener);
                dropped = addedListener;
            }
            addedListener = null;
            heardThrough = null;
        }

        /// <summary>After <see cref="GiveBack"/> (the game enabled again): borrows the scene's camera anew and frames the board.</summary>
        public void TakeAgain()
        {
            Take();
            Fit();
        }

        /// <summary>The three shapes' textures and sprites, shared by every stage until the last is disposed.</summary>
        static void MakeSprites()
        {
            for (int shape = 0; shape < sprites.Length; shape++)
            {
                bool square = (MicroloopShape)shape == MicroloopShape.Square;
                int pixels = square ? SquarePixels : ShapePixels;
                var texture = new Texture2D(pixels, pixels, TextureFormat.RGBA32, !square);
                texture.name = "Microloop " + (MicroloopShape)shape;
                texture.filterMode = square ? FilterMode.Bilinear : FilterMode.Trilinear;
                texture.wrapMode = TextureWrapMode.Clamp;
                texture.SetPixels32(Coverage((MicroloopShape)shape, pixels));
                // Apply(updateMipmaps: true) box-filters each mip from the one above: the edge stays a pixel soft at every size.
                texture.Apply(!square, true);
                textures[shape] = texture;
                sprites[shape] = Sprite.Create(texture, new Rect(0, 0, pixels, pixels), new Vector2(0.5f, 0.5f), pixels, 0, SpriteMeshType.FullRect);
                sprites[shape].name = texture.name;
            }
        }

        /// <summary>With domain reload off (Enter Play Mode Options) statics outlive a Play: each Play counts its stages anew.</summary>
        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.SubsystemRegistration)]
        static void ForgetSprites()
        {
            stages = 0;
            for (int shape = 0; shape < sprites.Length; shape++)
            {
                sprites[shape] = null;
                textures[shape] = null;
            }
        }

        /// <summary>
        /// A SpriteRenderer made at run time draws with the pipeline's default sprite material. In a player that is
        /// the built-in Sprites-Default, unlit in every pipeline (URP's default2DMaterial is editor-only: its
        /// UniversalRenderPipelineAsset.GetMaterial returns null outside the editor). In the editor URP's 2D Renderer
        /// gives Sprite-Lit-Default, and in a scene with no 2D light URP's Render2DLightingPass (the branch where
        /// IsSceneLit() is false) binds a black _ShapeLightTexture0: the game would play black. So the editor draws
        /// the pieces with the player's unlit Sprites/Default, one material shared by every piece.
        /// </summary>
        void UnlitInEditor()
        {
            if (!Application.isEditor) return;
            var shader = Shader.Find("Sprites/Default");
            if (shader != null) unlit = new Material(shader) { name = "Microloop Sprites (unlit)" };
        }

        /// <summary>
        /// A phone runs a game at 30 fps unless it asks for more (Application.targetFrameRate -1 means the
        /// platform's default, 30 on Android and iOS; vSyncCount is ignored there): a tap would wait up to
        /// 33 ms for its frame. Asks for the display's refresh rate, unless the project set a rate of its own;
        /// the project's -1 is put back when the game goes (GiveBack). A Web build is left alone, in a phone's browser
        /// too (whatever isMobilePlatform says there): the browser paces its frames, and the ScriptReference
        /// (Application.targetFrameRate) advises the default on the Web.
        /// </summary>
        void RunAtDisplayRate()
        {
            if (!Application.isMobilePlatform || Application.platform == RuntimePlatform.WebGLPlayer || Application.targetFrameRate > 0) return;
            // UnityCsReference 2022.3: Runtime/Export/Graphics/Graphics.cs (Resolution.refreshRateRatio; refreshRate is obsolete).
            double hz = Screen.currentResolution.refreshRateRatio.value;
            if (hz <= 0 || double.IsInfinity(hz)) return;
            // Asked again (another Game gave back -1): the rate before is still the project's.
            if (frameRateSet == int.MinValue) frameRateBefore = Application.targetFrameRate;
            frameRateSet = (int)System.Math.Round(hz);
            Application.targetFrameRate = frameRateSet;
        }

        /// <summary>
        /// The only camera the game takes: the one given in view, else an enabled camera tagged MainCamera that is not
        /// the stage's own. An untagged camera (a minimap, a render camera) is never taken, at the start, later or when
        /// the camera the game used goes: with none of these the game draws with a camera of its own. CompareTag allocates
        /// nothing (the tag property returns a new string).
        /// </summary>
        Camera SceneCamera()
        {
            if (given != null) return given;
            int count = Camera.allCamerasCount;
            if (cameras.Length < count) cameras = new Camera[count];
            count = Camera.GetAllCameras(cameras);
            Camera found = null;
            for (int i = 0; i < count; i++)
            {
                if (found == null && (ownCamera == null || cameras[i].gameObject != ownCamera) && cameras[i].CompareTag("MainCamera")) found = cameras[i];
                cameras[i] = null;
            }
            return found;
        }

        /// <summary>
        /// Checked every frame, without allocating: another Game (of this package or another, each with a stage of its
        /// own) that goes may give back the frame rate this stage found set and so did not ask for itself
        /// (Application.targetFrameRate back at -1 on a phone). While this stage is taken it asks again, and gives
        /// that back when it goes.
        /// </summary>
        void KeepWhatOthersGaveBack()
        {
            if (taken && Application.isMobilePlatform && Application.targetFrameRate <= 0) RunAtDisplayRate();
        }

        /// <summary>
        /// Checked every frame, without allocating (the cameras are listed into an array kept for it): while the game
        /// draws with a camera of its own, an enabled camera tagged MainCamera that the scene gained since takes over,
        /// and the one made for the game is destroyed; an untagged camera never does. A camera destroyed under the game
        /// is replaced by the one given in view or the scene's Main Camera, else by one made for the game.
        /// </summary>
        void FollowCamera()
        {
            if (!taken) return;
            if (Camera != null && (ownCamera == null || Camera.allCamerasCount < 2)) return;
            // Only the camera given in view or one tagged MainCamera is taken, beside the game's own camera or when the
            // camera it used goes: an untagged camera the host has (a minimap, a render camera) is the host's, left as it is.
            var scene = SceneCamera();
            if (scene == null && Camera != null) return;
            // Object.Destroy takes effect at the end of the frame: the old camera's listener must not count for the new one.
            var leaving = ownCamera;
            ownCamera = null;
            DropAddedListener();
            borrowed = false;
            Camera = scene;
            if (Camera == null) MakeCamera();
            else Borrow();
            Listen(leaving);
            if (leaving != null) Object.Destroy(leaving);
            Fit();
        }

        /// <summary>White where the shape covers a pixel, clear elsewhere, with a one-pixel soft edge.</summary>
        static Color32[] Coverage(MicroloopShape shape, int size)
        {
            var pixels = new Color32[size * size];
            int half = size / 2;
            // One quarter is worked out and mirrored into the other three: every shape is symmetric about both axes.
            for (int y = 0; y < half; y++)
            {
                for (int x = 0; x < half; x++)
                {
                    // Distance outside the shape's edge, in pixels (negative inside).
                    float u = half - x - 0.5f, v = half - y - 0.5f;
                    float outside = shape == MicroloopShape.Circle ? Mathf.Sqrt(u * u + v * v) - half :
                        shape == MicroloopShape.Diamond ? (u + v - half) * 0.7071f :
                        Mathf.Max(u, v) - half;
                    var texel = new Color32(255, 255, 255, (byte)Mathf.RoundToInt(Mathf.Clamp01(0.5f - outside) * 255));
                    int mirroredX = size - 1 - x, mirroredY = size - 1 - y;
                    pixels[y * size + x] = texel;
                    pixels[y * size + mirroredX] = texel;
                    pixels[mirroredY * size + x] = texel;
                    pixels[mirroredY * size + mirroredX] = texel;
                }
            }
            return pixels;
        }

        /// <summary>The components of a type on active GameObjects, in no particular order.</summary>
        static T[] Active<T>() where T : Object
        {
            // 6000.4 made FindObjectsSortMode and the overloads taking it obsolete (CS0618) and added these
            // (UnityCsReference 6000.4: Runtime/Export/Scripting/UnityEngineObject.bindings.cs).
#if UNITY_6000_4_OR_NEWER
            return Object.FindObjectsByType<T>();
#else
            return Object.FindObjectsByType<T>(FindObjectsSortMode.None);
#endif
        }

        /// <summary>
        /// Sound is heard only through an enabled AudioListener: the camera gets one when the scene has none
        /// (not counting one on <paramref name="leaving"/>, a camera about to go). One added to or enabled on a
        /// scene's camera is removed or disabled again when the game gives the camera back.
        /// </summary>
        void Listen(GameObject leaving)
        {
            foreach (var listener in Active<AudioListener>())
            {
                if (!listener.enabled || listener.gameObject == leaving) continue;
                heardThrough = listener;
                return;
            }
            var own = Camera.GetComponent<AudioListener>();
            // A listener the stage dropped this frame is still on the camera until the frame ends: a new one is added.
            if (own != null && own.enabled == false && own == dropped) own = null;
            if (own != null)
            {
                own.enabled = true;
                if (Camera.gameObject != ownCamera) enabledListener = own;
            }
            else if (Camera.gameObject == ownCamera) own = ownCamera.AddComponent<AudioListener>();
            else own = addedListener = Camera.gameObject.AddComponent<AudioListener>();
            heardThrough = own;
        }

        /// <summary>Checked every frame, without allocating: the listener the game was heard through is gone (destroyed).</summary>
        void KeepListening()
        {
            if (taken && heardThrough == null && Camera != null) Listen(null);
        }

        /// <summary>
        /// Points the camera straight at the board and fits the rectangle <paramref name="width"/> by
        /// <paramref name="height"/> around <paramref name="middle"/> into the board's part of the view (see
        /// <see cref="Region"/>), centred in it, whatever the camera was set to.
        /// </summary>
        public void Frame(Vector2 middle, float width, float height)
        {
            FollowCamera();
            centre = middle;
            halfWidth = width / 2;
            halfHeight = height / 2;
            Fit();
        }

        /// <summary>The part of the screen the board may fill (pixels, y up): the HUD's area below its buttons; a zero size: the whole view.</summary>
        public Rect Region
        {
            set { region = value; }
        }

        /// <summary>Frames the board again when the view or its region changed (a resized Game view, a rotated phone).</summary>
        public void Refit()
        {
            FollowCamera();
            KeepListening();
            KeepWhatOthersGaveBack();
            if (Camera != null && (Camera.pixelRect != framedView || region != framedRegion || Moved())) Fit();
        }

        /// <summary>The Game's transform moved, turned or was scaled since the board was framed, or the camera moved or turned (its parent did).</summary>
        bool Moved()
        {
            var eye = Camera.transform;
            if (eye.position != framedEye || eye.rotation != framedEyeTurn) return true;
            return origin != null && (origin.position != framedAt || origin.rotation != framedTurn || origin.lossyScale != framedScale);
        }

        void Fit()
        {
            if (Camera == null) return;
            // The viewport the host gave the camera (UnityCsReference 2022.3: Runtime/Export/Camera/Camera.bindings.cs:150, pixelRect).
            var view = Camera.pixelRect;
            framedView = view;
            framedRegion = region;
            var fit = view;
            if (region.width > 0 && region.height > 0)
            {
                float left = Mathf.Max(view.x, region.x), bottom = Mathf.Max(view.y, region.y);
                float right = Mathf.Min(view.x + view.width, region.x + region.width), top = Mathf.Min(view.y + view.height, region.y + region.height);
                if (right > left && top > bottom) fit = new Rect(left, bottom, right - left, top - bottom);
            }
            // Screen pixels a world unit: the board's width and height both fit the region.
            float pixelsPerUnit = fit.width / Mathf.Max(0.01f, 2 * halfWidth);
            if (halfHeight > 0) pixelsPerUnit = Mathf.Min(pixelsPerUnit, fit.height / (2 * halfHeight));
            // The board's middle sits in the region's middle: the camera looks that far off it.
            float offsetX = (fit.x + fit.width / 2 - (view.x + view.width / 2)) / pixelsPerUnit;
            float offsetY = (fit.y + fit.height / 2 - (view.y + view.height / 2)) / pixelsPerUnit;
            // The board is in the Game's local space: the camera looks at it where the Game is, turned with it,
            // and a scaled Game (its y scale; a uniform scale is assumed) is framed as large as it is.
            var eye = Camera.transform;
            var local = new Vector3(centre.x - offsetX, centre.y - offsetY, -CameraDistance);
            float scale = 1;
            if (origin != null)
            {
                framedAt = origin.position;
                framedTurn = origin.rotation;
                framedScale = origin.lossyScale;
                scale = Mathf.Abs(framedScale.y) > 1e-6f ? Mathf.Abs(framedScale.y) : 1;
                eye.rotation = framedTurn;
                eye.position = origin.TransformPoint(local);
            }
            else
            {
                eye.rotation = Quaternion.identity;
                eye.position = local;
            }
            // As read back: under a parent the pose goes through its space, so the next frame compares like with like.
            framedEye = eye.position;
            framedEyeTurn = eye.rotation;
            Camera.orthographic = true;
            Camera.orthographicSize = view.height / (2 * pixelsPerUnit) * scale;
            Camera.nearClipPlane = 0.3f * scale;
            Camera.farClipPlane = CameraDistance * 10 * scale;
            Camera.clearFlags = CameraClearFlags.SolidColor;
            Camera.backgroundColor = background;
            // The board's layer alone: the host's world on other layers is not drawn into the game; the
            // borrowed camera's mask is given back with its other fields.
            Camera.cullingMask = 1 << layer;
        }

        /// <summary>
        /// A sprite piece under <paramref name="parent"/>, <paramref name="size"/> units of the parent's across, at
        /// <paramref name="position"/> in the parent's space (the Game's: the board moves with it). A smaller z draws in front, as it would in 3D.
        /// </summary>
        public Transform Piece(Transform parent, MicroloopShape shape, string name, Vector3 position, Vector2 size, Color colour)
        {
            var piece = new GameObject(name);
            piece.layer = layer;
            piece.transform.SetParent(parent, false);
            piece.transform.localPosition = position;
            piece.transform.localScale = new Vector3(size.x, size.y, 1);
            var sprite = piece.AddComponent<SpriteRenderer>();
            if (unlit != null) sprite.sharedMaterial = unlit;
            sprite.sprite = sprites[(int)shape];
            sprite.color = colour;
            sprite.sortingOrder = Mathf.RoundToInt(-position.z * 100);
            return piece.transform;
        }

        /// <summary>Gives a piece made by <see cref="Piece"/> another shape (a piece kept for a new board).</summary>
        public void Reshape(Transform piece, MicroloopShape shape)
        {
            piece.GetComponent<SpriteRenderer>().sprite = sprites[(int)shape];
        }

        /// <summary>Tints a piece made by <see cref="Piece"/>.</summary>
        public static void Tint(Transform piece, Color colour)
        {
            piece.GetComponent<SpriteRenderer>().color = colour;
        }

        /// <summary>
        /// Gives back what was borrowed and destroys the camera made for the game, its material, and the sprites and
        /// textures when no other stage uses them; the shell calls it from the game's OnDestroy.
        /// </summary>
        public void Dispose()
        {
            if (disposed) return;
            disposed = true;
            GiveBack();
            if (ownCamera != null) Object.Destroy(ownCamera);
            ownCamera = null;
            if (unlit != null) Object.Destroy(unlit);
            if (--stages > 0) return;
            stages = 0;
            for (int shape = 0; shape < sprites.Length; shape++)
            {
                if (sprites[shape] != null) Object.Destroy(sprites[shape]);
                if (textures[shape] != null) Object.Destroy(textures[shape]);
                sprites[shape] = null;
                textures[shape] = null;
            }
        }
    }
}
