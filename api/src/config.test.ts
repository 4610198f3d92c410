import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: path.join(REPO_ROOT, 'data'),
      demo: true,
      jwtTtlHours: 8,
      loginMaxAttempts: 10,
      webRoot: REPO_ROOT,
      trustProxy: false,
      basemap: { tilesUrl: null, attribution: null },
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
  });

  it('resolves a relative DATA_DIR against the directory the command was run from', () => {
    expect(loadConfig({ DATA_DIR: 'datos', INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/datos');
    expect(loadConfig({ DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
  });

  it.each(['false', '0', 'FALSE', 'off'])('turns demo mode off with DEMO=%s', (value) => {
    expect(loadConfig({ DEMO: value }).demo).toBe(false);
  });

  it('reads the first administrator, the database and the proxies', () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'jefa@madera.cr',
      ADMIN_PASSWORD: 'UnaClaveLarga1',
      DATABASE_URL: 'postgres://portal@db/portal',
      JWT_SECRET: 'un-secreto-compartido-de-al-menos-32-caracteres',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
    });
    expect(config.admin).toEqual({ email: 'jefa@madera.cr', password: 'UnaClaveLarga1' });
    expect(config.databaseUrl).toBe('postgres://portal@db/portal');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
  });

  it.each([
    [{ PORT: 'ochenta' }],
    [{ JWT_SECRET: 'corta' }],
    [{ ADMIN_EMAIL: 'jefa@madera.cr' }],
    [{ DATABASE_URL: 'mysql://db' }],
    [{ LOGIN_MAX_ATTEMPTS: '0' }],
    [{ MAP_TILES_URL: 'http://tiles.example/{z}/{x}/{y}.png' }],
    [{ MAP_TILES_URL: 'https://tiles.example/tile.png' }],
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('refuses DATABASE_URL without JWT_SECRET, naming the fix: every server of a cluster must share one secret', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://portal@db/portal' })).toThrow(
      /JWT_SECRET: con DATABASE_URL se requiere JWT_SECRET \(al menos 32 caracteres, el mismo en todos los servidores\)/,
    );
  });

  it('takes the e-mail server with the portal\'s public address for the links, and refuses it without one', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://correo.example.cr:587' })).toThrow(/PUBLIC_URL: con SMTP_URL se requiere PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://correo.example.cr', PUBLIC_URL: 'https://portal.example.cr' })).toThrow(ConfigError);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@correo.example.cr:465', PUBLIC_URL: 'https://portal.example.cr/' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@correo.example.cr:465',
      from: 'Madera Legal <no-responder@maderalegal.cr>',
      publicUrl: 'https://portal.example.cr',
      leaseMs: 60_000,
    });
    expect(loadConfig({ PORT: '9090' }).mail).toMatchObject({ smtpUrl: undefined, publicUrl: 'http://localhost:9090' });
  });

  it('names the maps\' online tiles: an https template with {z}, {x} and {y}', () => {
    const config = loadConfig({ MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© OpenStreetMap' });
    expect(config.basemap).toEqual({ tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' });
  });
});
