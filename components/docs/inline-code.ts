export type TextSegment = { readonly text: string; readonly code: boolean; readonly emphasis?: true };

/** Splits docs text on backticks: "call `reset()` now" -> text, code, text, and *stars* outside code into emphasis. An unpaired backtick or star stays literal. */
export function splitInlineCode(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) segments.push(...splitEmphasis(text.slice(last, match.index)));
    segments.push({ text: match[1] ?? '', code: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push(...splitEmphasis(text.slice(last)));
  return segments;
}

/** Prose outside code with its *starred* words (an engine's menu, a button's label) as emphasis, as Markdown shows them. */
function splitEmphasis(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(/\*([^*\s](?:[^*]*[^*\s])?)\*/g)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), code: false });
    segments.push({ text: match[1] ?? '', code: false, emphasis: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), code: false });
  return segments;
}
