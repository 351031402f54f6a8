import { seededRandom as random } from '../lib/mechanics/core/random';

const SCRIPTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'-alert(1)-'",
  'javascript:alert(1)',
  '</script><script>document.title="pwned"</script>',
  '{{constructor.constructor("alert(1)")()}}',
];
const UNICODE = ['Ünïcödé', '物理', 'فيزياء', '\u202Eevil\u202C', 'zero\u200Bwidth', 'e\u0301\u0301\u0301', '🎮💥🕹️', '\uFEFF', 'Ａｌｌ'];
/** Raw fragments that are not valid percent-encoding or UTF-8: decodeURIComponent throws on them. */
const MALFORMED = ['%', '%%', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%zz', '%00', '%0A%0D'];
/** Keys a page may read, given values no control accepts (never a valid option or an in-range number); no search key, since any text is a valid search. */
const KNOWN_KEYS = ['genre', 'action', 'engine', 'gravity', 'bounciness', 'speed', 'density'];
const JUNK_VALUES = ['', ' ', 'NaN', 'Infinity', '-Infinity', '1e309', '-1', '99999', 'null', 'undefined', '[object Object]', 'all', 'ALL ', 'Physics,Arcade', '__proto__'];
const TRICKY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'genre[]', 'genre[0]', 'engine.name', ''];

/**
 * `count` query strings (without the leading ?) of random keys, huge values, encoded script tags,
 * unicode and malformed encodings, each built so that no filter or slider value in it is valid.
 */
export function junkQueries(count: number, seed = 20_26) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const word = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min)) }, () => pick('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~'.split(''))).join('');
  const encode = encodeURIComponent;

  const makers: (() => string)[] = [
    () => `${encode(`x${word(3, 12)}`)}=${encode(word(0, 40))}`,
    () => `${encode(`x${word(3, 8)}`)}=${encode(word(4_000, 6_000))}`,
    () => `${pick(KNOWN_KEYS)}=${encode(pick(SCRIPTS))}`,
    () => `${encode(`x${word(2, 6)}`)}=${encode(pick(SCRIPTS))}&${pick(KNOWN_KEYS)}=${encode(pick(UNICODE))}`,
    () => `${pick(KNOWN_KEYS)}=${pick(MALFORMED)}${word(0, 4)}`,
    () => `${pick(MALFORMED)}=${pick(MALFORMED)}`,
    () => `${pick(KNOWN_KEYS)}=${encode(pick(JUNK_VALUES))}`,
    () => `${encode(pick(TRICKY_KEYS))}=${encode(pick(JUNK_VALUES))}&${encode(pick(TRICKY_KEYS))}[${encode(pick(TRICKY_KEYS))}]=1`,
    () => `${pick(KNOWN_KEYS)}=${encode(word(2_000, 4_000))}&${pick(KNOWN_KEYS)}`,
    () => Array.from({ length: 20 + Math.floor(next() * 60) }, () => `${pick(KNOWN_KEYS)}=${encode(pick(UNICODE))}`).join('&'),
    () => `&&&=&==${encode(pick(UNICODE))}&;${pick(KNOWN_KEYS)};=;`,
  ];
  return Array.from({ length: count }, (_, i) => (makers[i % makers.length] as () => string)());
}
