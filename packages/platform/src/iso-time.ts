/**
 * A time (epoch ms) as Date#toISOString writes it, for the times written on
 * every request (an access line's, GET /api/time's answer). V8 formats a
 * date with snprintf: two toISOString calls were 12% of the gateway's
 * instructions per GET /api/time. The text up to the second is made once
 * per second here; the milliseconds and the Z come from a table, so that
 * the time is two strings, not five (each string a line is made of is made,
 * then walked when the line is copied out).
 */
let secondAt = Number.NaN;
let upToSecond = '';

/** "000Z" to "999Z". */
const MILLIS_Z = Array.from({ length: 1000 }, (_, ms) => `${String(ms).padStart(3, '0')}Z`);

export function isoTime(ms: number = Date.now()): string {
  const ofSecond = ms % 1000;
  // Before 1970 (a negative remainder) or a fraction of a millisecond: as Date writes it.
  if (ofSecond < 0 || !Number.isInteger(ms)) return new Date(ms).toISOString();
  return isoSecond(ms) + MILLIS_Z[ofSecond]!;
}

/**
 * The text of isoTime up to its milliseconds ("2026-11-27T14:39:00."), the
 * same string for every time of a second (a time after 1970, in whole ms).
 */
export function isoSecond(ms: number): string {
  const second = ms - (ms % 1000);
  if (second !== secondAt) {
    upToSecond = new Date(second).toISOString().slice(0, -4);
    secondAt = second;
  }
  return upToSecond;
}

/** The rest of isoTime after isoSecond ("123Z"), for such a time. */
export function isoMillis(ms: number): string {
  return MILLIS_Z[ms % 1000]!;
}
