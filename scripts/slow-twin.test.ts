/** @jest-environment node */
import { parseTwinArgs } from './slow-twin.mjs';

describe('parseTwinArgs', () => {
  it('keeps one core busy at normal priority by default and runs what follows --', () => {
    expect(parseTwinArgs(['--', 'bash', '.ci/run'])).toEqual({ cores: 1, nice: 0, command: ['bash', '.ci/run'] });
  });

  it('reads --cores and --nice before --, and leaves the command its own flags', () => {
    expect(parseTwinArgs(['--nice', '19', '--cores', '2', '--', 'npm', 'run', 'e2e', '--', '--cores', '9'])).toEqual({
      cores: 2,
      nice: 19,
      command: ['npm', 'run', 'e2e', '--', '--cores', '9'],
    });
  });

  it('refuses no command, a fraction, zero cores and a niceness out of range', () => {
    expect(() => parseTwinArgs([])).toThrow(/usage/);
    expect(() => parseTwinArgs(['--cores', '1.5', '--', 'true'])).toThrow(/whole number/);
    expect(() => parseTwinArgs(['--cores', '0', '--', 'true'])).toThrow(/at least 1/);
    expect(() => parseTwinArgs(['--nice', '20', '--', 'true'])).toThrow(/0–19/);
  });
});
