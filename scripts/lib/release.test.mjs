import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { incompatibleSingletons } from '../release.mjs';

const manifest = (shared, pluginVersion = '2.9.2') => ({
  metaData: { pluginVersion },
  shared: shared.map(([name, version, singleton = true]) => ({ name, version, singleton })),
});

describe('releasing a remote against the live shell', () => {
  const shell = manifest([
    ['react', '19.3.1'],
    ['react-router', '7.18.5'],
    ['zustand', '5.1.0'],
    ['@portal/shared-auth', '0.1.0'],
  ]);

  it('accepts a remote whose singletons the shell provides in the same major version', () => {
    assert.deepEqual(incompatibleSingletons(shell, manifest([['react', '19.4.0'], ['react-router', '7.20.1'], ['@portal/shared-auth', '0.1.3']])), []);
  });

  it('refuses another major version, or a 0.x of another minor, naming both versions', () => {
    assert.deepEqual(incompatibleSingletons(shell, manifest([['react-router', '8.0.0'], ['@portal/shared-auth', '0.2.0']])), [
      'react-router: el remoto usa 8.0.0, el shell publicado 7.18.5',
      '@portal/shared-auth: el remoto usa 0.2.0, el shell publicado 0.1.0',
    ]);
  });

  it('refuses a singleton the shell does not share, and ignores what is not a singleton', () => {
    assert.deepEqual(incompatibleSingletons(shell, manifest([['antd-context', '6.6.8'], ['dayjs', '1.11.23', false]])), [
      'antd-context 6.6.8: el shell publicado no lo comparte',
    ]);
  });

  it('refuses a remote built for another major version of the federation runtime, which it takes from the shell', () => {
    assert.deepEqual(incompatibleSingletons(shell, manifest([['react', '19.3.1']], '2.12.0')), []);
    assert.deepEqual(incompatibleSingletons(shell, manifest([['react', '19.3.1']], '3.0.0')), [
      'la federación de módulos: el remoto se construyó con 3.0.0, el shell publicado provee 2.9.2',
    ]);
  });
});
