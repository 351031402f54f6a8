/** @jest-environment node */
import { asmdefDefines, inputSetups, versionMatches } from './mono-traces';

describe('asmdef versionDefines, as Unity reads them', () => {
  it('reads a bare version as "that or newer", brackets as inclusive and parentheses as exclusive ends', () => {
    expect([versionMatches('1.0.0', '1.7.0'), versionMatches('1.8', '1.7.0'), versionMatches('1.7.0', '1.7.0')]).toEqual([true, false, true]);
    expect([versionMatches('[1.0,2.0)', '1.7.0'), versionMatches('[1.0,2.0)', '2.0.0'), versionMatches('(1.7.0,]', '1.7.0')]).toEqual([true, false, false]);
    expect([versionMatches('[1.7.0]', '1.7.0'), versionMatches('[1.7.0]', '1.7.1'), versionMatches('[,1.5]', '1.7.0')]).toEqual([true, false, false]);
  });

  it('gives the Player defines in every setup and a package define only when that package is installed', () => {
    const asmdef = JSON.stringify({ name: 'A', versionDefines: [{ name: 'com.unity.inputsystem', expression: '1.0.0', define: 'HAS_INPUT_SYSTEM' }] });
    expect(Object.fromEntries(inputSetups.map((setup) => [setup.name, asmdefDefines(asmdef, setup)]))).toEqual({
      'input-manager': ['ENABLE_LEGACY_INPUT_MANAGER'],
      'input-system': ['ENABLE_INPUT_SYSTEM', 'HAS_INPUT_SYSTEM'],
      both: ['ENABLE_INPUT_SYSTEM', 'ENABLE_LEGACY_INPUT_MANAGER', 'HAS_INPUT_SYSTEM'],
      'input-system-without-package': ['ENABLE_INPUT_SYSTEM'],
      'both-without-package': ['ENABLE_INPUT_SYSTEM', 'ENABLE_LEGACY_INPUT_MANAGER'],
    });
    expect(asmdefDefines(JSON.stringify({ name: 'A' }), inputSetups[1])).toEqual(['ENABLE_INPUT_SYSTEM']);
  });
});
