/**
 * A time (epoch ms) as Date#toISOString writes it, for the times written on
 * every request (an access line's, GET /api/time's answer). V8 formats a
 * date with snprintf: two toISOString calls were 12% of the gateway's
 * instructions per GET /api/time. The text up to the second is made once
 * per second here, and only the milliseconds per call.
 */
let secondAt = Number.NaN;
let upToSecond = '';

export function isoTime(ms: number = Date.now()): string {
  const ofSecond = ms % 1000;
  const second = ms - ofSecond;
  // Before 1970 (a negative remainder) or a fraction of a millisecond: as Date writes it.
  if (ofSecond < 0 || !Number.isInteger(ms)) return new Date(ms).toISOString();
  if (second !== secondAt) {
    upToSecond = new Date(second).toISOString().slice(0, -4);
    secondAt = second;
  }
  return `${upToSecond}${ofSecond < 10 ? '00' : ofSecond < 100 ? '0' : ''}${ofSecond}Z`;
}
