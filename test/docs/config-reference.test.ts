import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

describe('the configuration reference (docs/configuration.md)', () => {
  it('lists every variable of every process as the config schemas define it', () => {
    const out = execFileSync(process.execPath, [path.join(__dirname, '../../scripts/config-docs.js'), '--check'], {
      encoding: 'utf8',
    });
    expect(out).toContain('matches the code');
  });
});
