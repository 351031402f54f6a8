import { splitInlineCode } from './inline-code';

describe('splitInlineCode', () => {
  it('separates code spans from prose', () => {
    expect(splitInlineCode('Call `reset()` to restore `gravity`.')).toEqual([
      { text: 'Call ', code: false },
      { text: 'reset()', code: true },
      { text: ' to restore ', code: false },
      { text: 'gravity', code: true },
      { text: '.', code: false },
    ]);
  });

  it('returns plain text as one segment and keeps an unpaired backtick', () => {
    expect(splitInlineCode('No code here')).toEqual([{ text: 'No code here', code: false }]);
    expect(splitInlineCode('a ` b')).toEqual([{ text: 'a ` b', code: false }]);
  });

  it('handles code at both ends', () => {
    expect(splitInlineCode('`a` and `b`')).toEqual([
      { text: 'a', code: true },
      { text: ' and ', code: false },
      { text: 'b', code: true },
    ]);
  });

  it('makes *starred* words outside code emphasis, as the kits\' Markdown does, and keeps stars in code and unpaired ones (review 56, U2)', () => {
    expect(splitInlineCode('gives the *Update Mode* path, `a*b*c` and 2 * 3')).toEqual([
      { text: 'gives the ', code: false },
      { text: 'Update Mode', code: false, emphasis: true },
      { text: ' path, ', code: false },
      { text: 'a*b*c', code: true },
      { text: ' and 2 * 3', code: false },
    ]);
  });
});
