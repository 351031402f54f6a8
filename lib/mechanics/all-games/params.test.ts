import { physicsDropperParams } from '../physics-dropper/params';
import {
  camelName,
  clampAndSnap,
  defaultValues,
  defineParams,
  exportedValues,
  formatRange,
  formatValue,
  importValues,
  isDefaultValues,
  maxQueryValueLength,
  parseValues,
  sanitizeValues,
  serializeValues,
  snakeName,
  valuesSummary,
  type ParamSpec,
} from '../core/params';
import { seededRandom, type Random } from '../core/random';

const params = physicsDropperParams;
const [gravity, bounciness, speed, density] = params;
const defaults = defaultValues(params);

function spec(overrides: Partial<ParamSpec>): ParamSpec {
  return { key: 'x', label: 'X', min: 0, max: 1, step: 0.1, unit: '', defaultValue: 0.5, integer: false, meaning: '', ...overrides };
}

function onGrid(p: ParamSpec, value: number): boolean {
  const steps = (value - p.min) / p.step;
  const decimals = (String(p.step).split('.')[1] ?? '').length;
  return Math.abs(steps - Math.round(steps)) < 1e-9 && Number(value.toFixed(decimals)) === value;
}

describe('defineParams', () => {
  it('accepts the PhysicsDropper settings', () => {
    expect(params.map((p) => p.key)).toEqual(['gravity', 'bounciness', 'speed', 'density']);
  });

  it('rejects an empty range, a zero step, a default off the grid and an integer with fractions', () => {
    expect(() => defineParams([spec({ min: 1, max: 1 })])).toThrow('bad range');
    expect(() => defineParams([spec({ step: 0 })])).toThrow('bad range');
    expect(() => defineParams([spec({ min: Number.NaN })])).toThrow('bad range');
    expect(() => defineParams([spec({ defaultValue: 0.55 })])).toThrow('default off the grid');
    expect(() => defineParams([spec({ defaultValue: 2 })])).toThrow('default off the grid');
    expect(() => defineParams([spec({ integer: true, max: 10, step: 0.5, defaultValue: 5 })])).toThrow('integer with fractions');
  });
});

describe('defaultValues', () => {
  it('holds every default under its key', () => {
    expect(defaults).toEqual({ gravity: 9.8, bounciness: 0.7, speed: 5, density: 50 });
    expect(isDefaultValues(params, defaults)).toBe(true);
    expect(isDefaultValues(params, { ...defaults, speed: 5.5 })).toBe(false);
  });
});

describe('clampAndSnap', () => {
  it('clamps to the edges', () => {
    expect(clampAndSnap(gravity, 0)).toBe(1);
    expect(clampAndSnap(gravity, -100)).toBe(1);
    expect(clampAndSnap(gravity, 20)).toBe(20);
    expect(clampAndSnap(gravity, 20.04)).toBe(20);
    expect(clampAndSnap(gravity, 1e300)).toBe(20);
    expect(clampAndSnap(density, 9)).toBe(10);
    expect(clampAndSnap(density, 101)).toBe(100);
  });

  it('gives the default for NaN and the nearer edge for ±Infinity', () => {
    expect(clampAndSnap(gravity, Number.NaN)).toBe(9.8);
    expect(clampAndSnap(gravity, Number.POSITIVE_INFINITY)).toBe(20);
    expect(clampAndSnap(gravity, Number.NEGATIVE_INFINITY)).toBe(1);
  });

  it('snaps to the nearest step counted from min', () => {
    expect(clampAndSnap(speed, 5.2)).toBe(5);
    expect(clampAndSnap(speed, 5.3)).toBe(5.5);
    expect(clampAndSnap(density, 52)).toBe(50);
    expect(clampAndSnap(density, 53)).toBe(55);
    expect(clampAndSnap(bounciness, 0.72)).toBe(0.7);
    expect(clampAndSnap(spec({ min: 0.25, max: 2.25, step: 0.5, defaultValue: 0.75 }), 1)).toBe(1.25);
  });

  it('leaves no float dust on 0.1 and 0.05 steps', () => {
    expect(clampAndSnap(gravity, 0.1 + 0.2 + 9.5)).toBe(9.8);
    expect(clampAndSnap(spec({}), 0.1 + 0.2)).toBe(0.3);
    expect(clampAndSnap(gravity, 1 + 3 * 0.1)).toBe(1.3);
    expect(clampAndSnap(bounciness, 0.15 + 0.6)).toBe(0.75);
    const tenths = Array.from({ length: 191 }, (_, i) => (i + 10) / 10);
    expect(tenths.map((tenth) => String(clampAndSnap(gravity, tenth + 1e-12)))).toEqual(tenths.map(String));
  });

  it('never returns a value off the grid, even where max is not on it', () => {
    const uneven = spec({ min: 0, max: 1, step: 0.4, defaultValue: 0.4 });
    expect(clampAndSnap(uneven, 1)).toBe(0.8);
    expect(clampAndSnap(uneven, 0.9)).toBe(0.8);
    expect(clampAndSnap(uneven, Number.POSITIVE_INFINITY)).toBe(0.8);
  });

  it('is idempotent', () => {
    const random = seededRandom(5);
    const unstable: number[] = [];
    for (let i = 0; i < 500; i++) {
      for (const p of params) {
        const once = clampAndSnap(p, p.min - 5 + random() * (p.max - p.min + 10));
        if (clampAndSnap(p, once) !== once || !onGrid(p, once)) unstable.push(once);
      }
    }
    expect(unstable).toEqual([]);
  });
});

describe('sanitizeValues', () => {
  it('clamps numbers and replaces anything else with its default', () => {
    expect(sanitizeValues(params, { gravity: 25, bounciness: '0.3', speed: null, extra: 4 })).toEqual({
      gravity: 20,
      bounciness: 0.7,
      speed: 5,
      density: 50,
    });
  });
});

describe('parseValues', () => {
  it('reads each value and gives defaults for missing ones', () => {
    expect(parseValues(params, '')).toEqual(defaults);
    expect(parseValues(params, '?gravity=12.5')).toEqual({ ...defaults, gravity: 12.5 });
    expect(parseValues(params, 'gravity=3&bounciness=0.4&speed=10&density=100')).toEqual({ gravity: 3, bounciness: 0.4, speed: 10, density: 100 });
    expect(parseValues(params, new URLSearchParams({ speed: '2.5' }))).toEqual({ ...defaults, speed: 2.5 });
  });

  it('rejects malformed values', () => {
    for (const raw of ['', 'abc', '1e3', '12a', '1.2.3', '--3', '0x10', 'Infinity', 'NaN', '5,5', '½', '1 2']) {
      expect(parseValues(params, `?gravity=${encodeURIComponent(raw)}`).gravity).toBe(9.8);
    }
  });

  it('accepts plain numbers with a sign, a bare fraction or surrounding spaces', () => {
    expect(parseValues(params, `?gravity=${encodeURIComponent(' 5 ')}`).gravity).toBe(5);
    expect(parseValues(params, `?gravity=${encodeURIComponent('+3')}`).gravity).toBe(3);
    // A raw '+' in a query is a space.
    expect(parseValues(params, '?gravity=+3').gravity).toBe(3);
    expect(parseValues(params, '?bounciness=.5').bounciness).toBe(0.5);
    expect(parseValues(params, '?gravity=7.').gravity).toBe(7);
    expect(parseValues(params, '?gravity=-3').gravity).toBe(1);
    expect(parseValues(params, '?gravity=12.34').gravity).toBe(12.3);
  });

  it('ignores values longer than maxQueryValueLength', () => {
    const longest = '9.' + '1'.repeat(maxQueryValueLength - 2);
    expect(parseValues(params, `?gravity=${longest}`).gravity).toBe(9.1);
    expect(parseValues(params, `?gravity=${longest}1`).gravity).toBe(9.8);
    expect(parseValues(params, `?gravity=${'0'.repeat(maxQueryValueLength)}5`).gravity).toBe(9.8);
  });

  it('parses a huge hostile value in under 5 ms', () => {
    const query = `?gravity=${'1'.repeat(40_000)}a`;
    const times = Array.from({ length: 5 }, () => {
      const start = performance.now();
      const values = parseValues(params, query);
      const elapsed = performance.now() - start;
      expect(values.gravity).toBe(9.8);
      return elapsed;
    });
    expect(Math.min(...times)).toBeLessThan(5);
  });
});

const fuzzAlphabet = '0123456789012345.+- eE-aZ%&=#?x';

function randomString(random: Random, maxLength: number): string {
  const length = Math.floor(random() * (maxLength + 1));
  return Array.from({ length }, () => fuzzAlphabet[Math.floor(random() * fuzzAlphabet.length)]).join('');
}

describe('the URL codec under fuzzing', () => {
  it('never throws and always gives values in range and on the grid', () => {
    const random = seededRandom(2024);
    const failures: string[] = [];
    let parsedSome = false;
    for (let i = 0; i < 3000; i++) {
      const query =
        random() < 0.3
          ? randomString(random, 40)
          : params.map((p) => `${random() < 0.7 ? p.key : randomString(random, 3)}=${randomString(random, 6)}`).join('&');
      try {
        const values = parseValues(params, query);
        parsedSome ||= !isDefaultValues(params, values);
        for (const p of params) {
          const value = values[p.key];
          if (!(value >= p.min && value <= p.max && onGrid(p, value))) failures.push(`${query} -> ${p.key}=${value}`);
        }
      } catch (error) {
        failures.push(`${query} threw ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(parsedSome).toBe(true);
  });

  it('round-trips any valid values through serialize and parse', () => {
    const random = seededRandom(99);
    const broken = [];
    for (let i = 0; i < 1000; i++) {
      const values = sanitizeValues(params, Object.fromEntries(params.map((p) => [p.key, p.min + random() * (p.max - p.min)])));
      const back = parseValues(params, serializeValues(params, values));
      if (params.some((p) => back[p.key] !== values[p.key])) broken.push({ values, back });
    }
    expect(broken).toEqual([]);
  });

  it('writes only the values that differ from their defaults, in declaration order', () => {
    expect(serializeValues(params, defaults)).toBe('');
    expect(serializeValues(params, { ...defaults, density: 20, gravity: 12.5 })).toBe('gravity=12.5&density=20');
  });
});

describe('formatting', () => {
  it('writes a value with its unit', () => {
    expect(formatValue(gravity, 9.8)).toBe('9.8 m/s²');
    expect(formatValue(speed, 5)).toBe('5×');
    expect(formatValue(bounciness, 0.7)).toBe('0.7');
    expect(formatValue({ unit: 'ms' }, 250)).toBe('250 ms');
  });

  it('writes a range and a summary', () => {
    expect(formatRange(gravity)).toBe('1–20 m/s²');
    expect(formatRange(speed)).toBe('1–10×');
    expect(valuesSummary(params, defaults)).toBe('Gravity 9.8 m/s², Bounciness 0.7, Simulation Speed 5×, Particle Density 50');
  });
});

describe('export names', () => {
  it('derives camelCase and snake_case names from the label', () => {
    expect(params.map(camelName)).toEqual(['gravity', 'bounciness', 'simulationSpeed', 'particleDensity']);
    expect(params.map(snakeName)).toEqual(['gravity', 'bounciness', 'simulation_speed', 'particle_density']);
    expect(camelName({ label: '  Max HP (x2) ' })).toBe('maxHpX2');
    expect(snakeName({ label: 'Max HP (x2)' })).toBe('max_hp_x2');
  });

  it('round-trips values through their export names', () => {
    const values = { gravity: 3.3, bounciness: 0.15, speed: 9.5, density: 85 };
    const exported = exportedValues(params, values);
    expect(exported).toEqual({ gravity: 3.3, bounciness: 0.15, simulationSpeed: 9.5, particleDensity: 85 });
    expect(importValues(params, JSON.parse(JSON.stringify(exported)))).toEqual(values);
  });

  it('imports unknown, missing or bad fields as defaults and clamps the rest', () => {
    expect(importValues(params, { gravity: 'high', simulationSpeed: 99, speed: 2, particleDensity: 12, unknown: 1 })).toEqual({
      gravity: 9.8,
      bounciness: 0.7,
      speed: 10,
      density: 10,
    });
  });
});
