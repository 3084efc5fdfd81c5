import * as crypto from 'node:crypto';
import { FileManager } from '../support/files';
import { bearer, binary, type TestGateway } from '../support/harness';

// Downloads in parts (RFC 9110 14): a Range of one byte range answers those
// bytes (206 with Content-Range), one past the end 416, anything else (several
// ranges, an invalid one, an If-Range of another version) the whole file.

describe('file manager: a download in parts', () => {
  let files: FileManager, t: TestGateway, admin: string;
  FileManager.forTests((x) => ({ t, admin } = files = x));

  const SIZE = 600_000; // three GridFS chunks of 255 KiB
  const bytes = crypto.randomBytes(SIZE);
  let id: number;
  let etag: string;
  beforeAll(async () => {
    const up = await files.upload(bytes, 'parts.bin');
    expect(up.status).toBe(201);
    id = up.body.record.id;
    etag = `"${up.body.record.sha256}"`;
  });

  const get = (headers: Record<string, string>) => {
    let req = t.api.get(`/api/file-manager/files/${id}/download`).set(bearer(admin));
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req.buffer(true).parse(binary as never) as unknown as Promise<{ status: number; headers: Record<string, string>; body: Buffer }>;
  };

  it('answers one range with its bytes: 206, Content-Range and Content-Length, across chunks, open-ended and from the end', async () => {
    const cases: Array<[string, number, number]> = [
      ['bytes=0-9', 0, 9],
      ['bytes=261000-262143', 261000, 262143],
      ['bytes=599990-', 599990, SIZE - 1],
      ['bytes=-5', SIZE - 5, SIZE - 1],
      ['bytes=599000-9999999', 599000, SIZE - 1],
      ['bytes=-9999999', 0, SIZE - 1],
    ];
    for (const [range, first, last] of cases) {
      const res = await get({ Range: range });
      expect({ range, status: res.status, contentRange: res.headers['content-range'], length: res.headers['content-length'] }).toEqual({
        range,
        status: 206,
        contentRange: `bytes ${first}-${last}/${SIZE}`,
        length: String(last - first + 1),
      });
      expect(res.body.equals(bytes.subarray(first, last + 1))).toBe(true);
      expect(res.headers['etag']).toBe(etag);
    }
    const head = await t.api.head(`/api/file-manager/files/${id}/download`).set(bearer(admin)).set('Range', 'bytes=10-19');
    expect({ status: head.status, range: head.headers['content-range'], length: head.headers['content-length'] }).toEqual({ status: 206, range: `bytes 10-19/${SIZE}`, length: '10' });
  });

  it('answers a range that starts past the end with 416 and Content-Range: bytes */size', async () => {
    for (const range of [`bytes=${SIZE}-`, 'bytes=9999999-9999999', 'bytes=-0']) {
      const res = await get({ Range: range });
      expect({ range, status: res.status, contentRange: res.headers['content-range'] }).toEqual({ range, status: 416, contentRange: `bytes */${SIZE}` });
      expect(JSON.parse(res.body.toString())).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('sends the whole file for several ranges, an invalid or unknown range, and an If-Range of another version; the range for its own', async () => {
    const cases: Array<Record<string, string>> = [
      { Range: 'bytes=0-1,5-6' },
      { Range: 'bytes=9-2' },
      { Range: 'items=0-1' },
      { Range: 'bytes=abc' },
      { Range: 'bytes=0-9', 'If-Range': '"0000"' },
      { Range: 'bytes=0-9', 'If-Range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
    ];
    for (const headers of cases) {
      const res = await get(headers);
      expect({ headers, status: res.status, length: res.headers['content-length'], ranges: res.headers['accept-ranges'] }).toEqual({ headers, status: 200, length: String(SIZE), ranges: 'bytes' });
      expect(res.body.equals(bytes)).toBe(true);
    }
    const own = await get({ Range: 'bytes=0-9', 'If-Range': etag });
    expect({ status: own.status, body: own.body.equals(bytes.subarray(0, 10)) }).toEqual({ status: 206, body: true });
  });

  it('answers 416 for any range of an empty file, and sends it whole without one', async () => {
    const up = await files.upload(Buffer.alloc(0), 'empty.bin');
    expect(up.status).toBe(201);
    const whole = await files.download(up.body.record.id);
    expect({ status: whole.status, length: whole.headers['content-length'], body: whole.body.length }).toEqual({ status: 200, length: '0', body: 0 });
    const res = await t.api.get(`/api/file-manager/files/${up.body.record.id}/download`).set(bearer(admin)).set('Range', 'bytes=0-');
    expect({ status: res.status, range: res.headers['content-range'] }).toEqual({ status: 416, range: 'bytes */0' });
  });
});
