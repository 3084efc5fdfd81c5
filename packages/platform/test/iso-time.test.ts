import { isoTime } from '../src/iso-time';

describe('isoTime', () => {
  it('writes every time as Date#toISOString does, across seconds, years and the epoch', () => {
    const times = [
      0, 1, 9, 10, 99, 100, 999, 1000, 1001, -1, -999, -1000, -1001, 951_782_399_999, 951_782_400_000, 1_795_698_279_638,
      8_640_000_000_000_000, -62_198_755_200_000, 253_402_300_799_999, 253_402_300_800_000, 1.5, Date.now(),
    ];
    // each time twice, and each second's cache left for another and come back to
    for (const t of [...times, ...times.reverse()]) expect(isoTime(t)).toBe(new Date(t).toISOString());
  });

  it('writes the current time, to the millisecond', () => {
    const before = Date.now();
    const at = Date.parse(isoTime());
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('keeps each millisecond within its second', () => {
    const second = 1_795_698_279_000;
    for (let ms = 0; ms < 1000; ms++) expect(isoTime(second + ms)).toBe(new Date(second + ms).toISOString());
  });
});
