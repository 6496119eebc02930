// One reading of PostgreSQL values for both drivers, so a row looks the same on PGlite and on a
// PostgreSQL server: counts (int8, numeric) as numbers, calendar dates as 'YYYY-MM-DD' strings
// (never a Date at local midnight), timestamps as Date.
export const pgTypes = { int8: 20, numeric: 1700, date: 1082 } as const;

const toNumber = (value: string) => Number(value);
const asIs = (value: string) => value;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [pgTypes.int8]: toNumber,
  [pgTypes.numeric]: toNumber,
  [pgTypes.date]: asIs,
};
