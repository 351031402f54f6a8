// The look of MemoryTiles' tiles as an asset: swap the art without touching code. Create one with
// Assets > Create > Microloop > MemoryTiles Tile Set and drop it on MemoryTilesGame's Tile Set field.
using UnityEngine;

namespace Microloop.MemoryTiles
{
    /// <summary>The shape a symbol is drawn in.</summary>
    public enum TileShape { Circle, Square, Diamond }

    /// <summary>Colours and shapes of the tiles; symbol i takes colour i % colours and shape (i / colours) % shapes.</summary>
    [CreateAssetMenu(fileName = "MemoryTilesTileSet", menuName = "Microloop/MemoryTiles Tile Set")]
    public class MemoryTilesTileSet : ScriptableObject
    {
        /// <summary>A face-down tile.</summary>
        [Tooltip("A face-down tile.")]
        public Color back = new Color(0.2f, 0.22f, 0.3f);
        /// <summary>A face-up tile, behind its symbol.</summary>
        [Tooltip("A face-up tile, behind its symbol.")]
        public Color face = Color.white;
        /// <summary>The frame around the tile the keyboard is on.</summary>
        [Tooltip("The frame around the tile the keyboard is on.")]
        public Color focus = new Color(0.96f, 0.62f, 0.04f);
        /// <summary>Symbol colours; with the shapes they must make at least 18 pairs (colours × shapes ≥ 18) so every symbol looks different.</summary>
        [Tooltip("Symbol colours; with the shapes they must make at least 18 pairs (colours × shapes ≥ 18) so every symbol looks different.")]
        public Color[] colours =
        {
            new Color(0.96f, 0.62f, 0.04f), new Color(0.93f, 0.28f, 0.6f), new Color(0.55f, 0.36f, 0.96f),
            new Color(0.13f, 0.83f, 0.93f), new Color(0.2f, 0.8f, 0.45f), new Color(0.94f, 0.27f, 0.27f),
        };
        /// <summary>Symbol shapes.</summary>
        [Tooltip("Symbol shapes.")]
        public TileShape[] shapes = { TileShape.Circle, TileShape.Square, TileShape.Diamond };

        /// <summary>The colour of a symbol (an index into MemoryTilesModel.SymbolNames).</summary>
        public Color ColourOf(int symbol)
        {
            return colours == null || colours.Length == 0 ? face : colours[symbol % colours.Length];
        }

        /// <summary>The shape of a symbol.</summary>
        public TileShape ShapeOf(int symbol)
        {
            if (shapes == null || shapes.Length == 0) return TileShape.Circle;
            return shapes[symbol / Mathf.Max(1, colours == null ? 0 : colours.Length) % shapes.Length];
        }
    }
}
