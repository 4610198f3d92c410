import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PidLockError, acquirePidLock } from './pid-lock';

describe('acquirePidLock', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    file = path.join(dir, 'server.pid');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the pid and removes the file on release', () => {
    const lock = acquirePidLock(file);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a second holder while the first process lives', () => {
    const lock = acquirePidLock(file);
    const otherPid = process.pid + 1;
    expect(() => acquirePidLock(file, otherPid)).toThrow(PidLockError);
    try {
      acquirePidLock(file, otherPid);
    } catch (error) {
      expect((error as PidLockError).pid).toBe(process.pid);
    }
    lock.release();
  });

  it('takes over a file left by a process that is gone', () => {
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(file, `${exited.stdout}\n`);

    const lock = acquirePidLock(file);

    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable file', () => {
    fs.writeFileSync(file, 'no es un pid');
    acquirePidLock(file).release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('leaves a file it no longer owns in place', () => {
    const lock = acquirePidLock(file);
    fs.writeFileSync(file, '1\n');
    lock.release();
    expect(fs.readFileSync(file, 'utf8').trim()).toBe('1');
  });
});
