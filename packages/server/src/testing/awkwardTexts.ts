// Texts that break naive array encodings: quotes, backslashes, commas, braces, spaces at the
// edges, a newline, the word NULL, the empty text, a real null, and characters beyond ASCII
// (one outside the Basic Multilingual Plane). Shared by the array parameter tests.
export const awkwardTexts: readonly (string | null)[] = [
  'plain',
  'with "quotes"',
  'back\\slash',
  'a,b',
  '{braces}',
  ' spaced ',
  'line\nbreak',
  'NULL',
  '',
  null,
  'é ✓ 𝄞',
];
