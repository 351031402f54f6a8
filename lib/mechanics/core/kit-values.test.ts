import { readValues, updateValues } from './kit-values';
import { defineParams } from './params';

const params = defineParams([
  { key: 'gravity', label: 'Gravity', min: 1, max: 20, step: 0.1, unit: '', defaultValue: 9.8, integer: false, meaning: '' },
  { key: 'density', label: 'Particle Density', min: 10, max: 100, step: 5, unit: '', defaultValue: 50, integer: true, meaning: '' },
]);

describe('readValues', () => {
  it('plays given values as they are, and says nothing about them or about a config.json\'s document fields', () => {
    const warn = jest.fn();
    expect(readValues(params, { schemaVersion: 1, template: 'Test', gravity: 12, density: 20 }, 'Test', warn)).toEqual({ gravity: 12, density: 20 });
    expect(readValues(params, undefined, 'Test', warn)).toEqual({ gravity: 9.8, density: 50 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once per unknown key, naming it, and once per out-of-range value, naming the clamped value', () => {
    const warn = jest.fn();
    const values = readValues(params, { particleDensity: 20, gravity: 99 }, 'Test', warn);
    expect(values).toEqual({ gravity: 20, density: 50 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/unknown setting "particleDensity"/);
    expect(warn.mock.calls[1]?.[0]).toMatch(/"gravity" = 99 .*using 20$/);
  });

  it('warns about a value that is not a number, and about values that are not an object', () => {
    const warn = jest.fn();
    expect(readValues(params, { gravity: '12' }, 'Test', warn)).toEqual({ gravity: 9.8, density: 50 });
    expect(readValues(params, 7, 'Test', warn)).toEqual({ gravity: 9.8, density: 50 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"gravity" is "12", not a number; using its default 9.8/);
  });

  it('reads a setting given as null as one not given: its default, no warning, as update() does (review 2 of 2026-11-29, K10)', () => {
    const warn = jest.fn();
    expect(readValues(params, { gravity: null, density: 20 }, 'Test', warn)).toEqual({ gravity: 9.8, density: 20 });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('updateValues', () => {
  it('keeps a setting given as undefined or null, and one that is not a number with a warning (review J8); changes what it is given', () => {
    const warn = jest.fn();
    const current = { gravity: 20, density: 100 };
    expect(updateValues(params, current, { gravity: null, density: undefined }, 'Test', warn)).toEqual(current);
    expect(warn).not.toHaveBeenCalled();
    expect(updateValues(params, current, { gravity: Number.NaN, density: 'x' }, 'Test', warn)).toEqual(current);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"gravity" is NaN, not a number; keeping 20$/);
    expect(warn.mock.calls[1]?.[0]).toMatch(/"density" is "x", not a number; keeping 100$/);
    expect(updateValues(params, current, { gravity: 12 }, 'Test', warn)).toEqual({ gravity: 12, density: 100 });
  });
});
