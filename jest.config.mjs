import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  // One worker per core, not jest's default of one fewer: the slowest suites wait on Chromium (Godot) and
  // mono, so two workers on two cores take 57 s down to 39 s.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/bench/'],
  // The build writes these while the unit tests run (scripts/gate.mjs): no module of theirs is the tests'.
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/bench/floor/'],
});
