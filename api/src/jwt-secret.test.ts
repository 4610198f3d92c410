import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateJwtSecret } from './jwt-secret';

describe('loadOrCreateJwtSecret', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates a long secret readable only by its owner, and keeps it across restarts', () => {
    const first = loadOrCreateJwtSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dataDir)).toBe(first);
  });
});
