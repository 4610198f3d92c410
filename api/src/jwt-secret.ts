import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { dataDirLayout } from './paths';

/**
 * The signing secret when JWT_SECRET is not given: generated once and kept in DATA_DIR/jwt-secret
 * (mode 600), so tokens survive a restart. Several servers on one PostgreSQL need JWT_SECRET instead.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = dataDirLayout(dataDir).jwtSecret;
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
}
