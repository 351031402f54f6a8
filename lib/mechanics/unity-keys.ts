/**
 * The fields of the Unity kits' \`keys\` (MicroloopKeys, MicroloopInput.cs) each game reads: every game has them all, and
 * a field another game uses does nothing in this one (each field's tooltip names its games). The README and the API page
 * say them in these words.
 */
const keysRead: Readonly<Record<string, string>> = {
  'rhythm-clacker': 'the press (Space, and Enter), restart (R) and calibrate (C)',
  'memory-tiles': 'the press (Space, and Enter), left and right (the arrows, and A and D), up, down and restart (R)',
  'bounce-chain': 'the press (Space, and Enter), left and right (the arrows, and A and D) and restart (R)',
};

/** The \`keys\` fields a game reads, as its docs say them. */
export function unityKeysRead(slug: string): string {
  return keysRead[slug] ?? 'the press (Space, and Enter) and restart (R)';
}
