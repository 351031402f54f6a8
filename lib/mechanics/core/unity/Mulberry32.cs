// mulberry32, bit for bit the generator of the Microloop website and its JavaScript kits:
// one 32-bit state, so a seed replays a run exactly. Copied into every Microloop package; internal,
// so two packages in one project never clash.
namespace Microloop
{
    /// <summary>A replayable source of numbers in [0, 1): the same seed gives the same numbers on every platform.</summary>
    internal sealed class Mulberry32
    {
        uint state;

        public Mulberry32(uint seed)
        {
            state = seed;
        }

        /// <summary>Starts the sequence again from <paramref name="seed"/>, as a new generator would (without allocating one).</summary>
        public void Reseed(uint seed)
        {
            state = seed;
        }

        /// <summary>The next number in [0, 1).</summary>
        public double Next()
        {
            unchecked
            {
                state += 0x6D2B79F5u;
                uint t = state;
                t = (t ^ (t >> 15)) * (t | 1u);
                t ^= t + (t ^ (t >> 7)) * (t | 61u);
                return (t ^ (t >> 14)) / 4294967296.0;
            }
        }

        /// <summary>A number in [min, max).</summary>
        public double Between(double min, double max)
        {
            return min + Next() * (max - min);
        }
    }
}
