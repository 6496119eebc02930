// The width of a header label in the header's type (Inter, 14 px, semibold), estimated from
// its characters' widths rather than measured: a measure taken before the web font loads is
// the fallback face's, and a table laid out from it would differ from one laid out after.
// Widths by class, from Chromium's measure of Inter 600 at 14 px, rounded up: the estimate
// runs 1 to 5 % over the measure ("Messages" 73 for 69.3, "Nachrichten" 84 for 83.1).
const classes: ReadonlyArray<readonly [RegExp, number]> = [
  [/[ .,:;'!|]/, 4],
  [/[ijlI]/, 3.7],
  [/[frt1()[\]/]/, 5.4],
  [/-/, 6.5],
  [/[mwMW%@]/, 13],
  [/[A-Z]/, 10],
];
const other = 8.5;

export function labelWidth(label: string): number {
  let width = 0;
  for (const character of label) {
    const match = classes.find(([pattern]) => pattern.test(character));
    width += match ? match[1] : other;
  }
  return Math.ceil(width);
}
