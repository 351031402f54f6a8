// What the page around a Web build knows and Unity does not: the device pixels a CSS pixel has and whether a finger is
// the player's main pointer. Unity reports no screen density there (Screen.dpi is 0, or 96 a CSS pixel, while a phone's
// CSS pixel is about 1/163 in), and its isMobilePlatform is false in a phone's browser in UnityCsReference 2022.3
// (Runtime/Export/Application/Application.bindings.cs:393-410: no case for WebGLPlayer), though the ScriptReference says
// it may be true there. The answers come from the package's .jslib beside this file (Microloop<Name>Web.jslib: named for
// the package, so two packages' plugins and functions never share a name). Copied into every Microloop package, in the
// package's own namespace.
#if UNITY_WEBGL && !UNITY_EDITOR
using System.Runtime.InteropServices;
#endif

namespace Microloop
{
    internal static class MicroloopBrowser
    {
#if UNITY_WEBGL && !UNITY_EDITOR
        [DllImport("__Internal")] static extern double MicroloopWeb_PixelRatio();
        [DllImport("__Internal")] static extern int MicroloopWeb_FingerFirst();

        /// <summary>
        /// Device pixels a CSS pixel of the canvas the Web build draws in, as the page shows it: asked again every 30 frames
        /// and when the canvas's size changes, not each time the HUD is placed (the page measures its layout to answer).
        /// </summary>
        public static float PixelRatio
        {
            get
            {
                int frame = UnityEngine.Time.frameCount;
                if (readFrame < 0 || frame - readFrame >= 30 || frame < readFrame || UnityEngine.Screen.width != readWidth || UnityEngine.Screen.height != readHeight)
                {
                    readFrame = frame;
                    readWidth = UnityEngine.Screen.width;
                    readHeight = UnityEngine.Screen.height;
                    ratio = (float)MicroloopWeb_PixelRatio();
                }
                return ratio;
            }
        }

        static int readFrame = -1;
        static int readWidth;
        static int readHeight;
        static float ratio;

        /// <summary>Whether the page's main pointer is a finger (a phone's or a tablet's browser: CSS pointer: coarse).</summary>
        public static bool FingerFirst { get { return MicroloopWeb_FingerFirst() != 0; } }
#else
        /// <summary>Device pixels a CSS pixel; 0 outside a Web build.</summary>
        public static float PixelRatio { get { return 0f; } }

        /// <summary>Whether a browser's main pointer is a finger; false outside a Web build.</summary>
        public static bool FingerFirst { get { return false; } }
#endif
    }
}
