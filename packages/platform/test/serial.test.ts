import { SerialByKey } from '../src/serial';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('SerialByKey', () => {
  it('runs the tasks of one key one at a time, in the order they came', async () => {
    const serial = new SerialByKey();
    const seen: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      seen.push(`start ${name}`);
      await tick();
      seen.push(`end ${name}`);
      running--;
      return name;
    };
    const answers = await Promise.all(['a', 'b', 'c'].map((n) => serial.run('k', task(n))));
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(seen).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(serial.size).toBe(0);
  });

  it('lets tasks of different keys run together', async () => {
    const serial = new SerialByKey();
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
    };
    await Promise.all(['x', 'y', 'z'].map((k) => serial.run(k, task)));
    expect(most).toBe(3);
  });

  it('goes on with the next task after one fails, and forgets the key when idle', async () => {
    const serial = new SerialByKey();
    const failed = serial.run('k', async () => {
      await tick();
      throw new Error('boom');
    });
    const next = serial.run('k', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect(serial.size).toBe(0);
  });
});
