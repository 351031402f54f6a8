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
  // Build output (the site's, the framework floor's): no module of the tests' lives there.
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/bench/floor/'],
});
