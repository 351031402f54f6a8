import { gateSummary, stageEnv, stages, steps } from './gate.mjs';

describe('the gate’s stages', () => {
  test('the build runs after the type check and is told the types were checked; no other stage is', () => {
    expect(stages.indexOf('typecheck')).toBeLessThan(stages.indexOf('build'));
    expect(stageEnv('build', { PATH: '/bin' })).toEqual({ PATH: '/bin', MICROLOOP_TYPES_CHECKED: '1' });
    for (const stage of stages.filter((name) => name !== 'build')) expect(stageEnv(stage, {}).MICROLOOP_TYPES_CHECKED).toBeUndefined();
  });

  test('the type check and the lint share a step, the build has one of its own, the unit tests share one with check:site after it, and e2e comes last', () => {
    expect(steps).toEqual([['typecheck', 'lint'], ['build'], ['unit', 'check:site'], ['e2e']]);
  });

  test('the summary gives the run\'s wall clock, not the sum of stages that ran at once, and says whose CPU a shared step counts', () => {
    const text = gateSummary(
      [
        { name: 'typecheck', status: 0, seconds: 20, cpu: 50, cpuWith: ['lint'] },
        { name: 'lint', status: 0, seconds: 25, cpu: 50, cpuWith: ['typecheck'] },
      ],
      { wallSeconds: 26 },
    ).join('\n');
    expect(text).toMatch(/ {2}typecheck +20\.0 s of +\d+ s {3}CPU 50 s with lint\n/);
    expect(text).toContain('npm test took 0 min 26 s');
  });

  test('Next skips its own type check only in a build the gate has type-checked', async () => {
    const configWith = async (value: string | undefined) => {
      const before = process.env.MICROLOOP_TYPES_CHECKED;
      if (value === undefined) delete process.env.MICROLOOP_TYPES_CHECKED;
      else process.env.MICROLOOP_TYPES_CHECKED = value;
      let config: { typescript?: { ignoreBuildErrors?: boolean } } = {};
      await jest.isolateModulesAsync(async () => {
        // By a variable: next.config.mjs has no declaration file of its own.
        const nextConfig = '../next.config.mjs';
        config = ((await import(nextConfig)) as { default: typeof config }).default;
      });
      if (before === undefined) delete process.env.MICROLOOP_TYPES_CHECKED;
      else process.env.MICROLOOP_TYPES_CHECKED = before;
      return config.typescript?.ignoreBuildErrors;
    };
    expect(await configWith('1')).toBe(true);
    expect(await configWith(undefined)).toBe(false);
    expect(await configWith('0')).toBe(false);
  });
});
