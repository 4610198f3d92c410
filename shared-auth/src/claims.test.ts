import { SESSION_KEYS } from '@portal/shared-api';
import { readClaims, roleClaim, userIdOf } from './claims';
import { testToken } from './test-token';

const store = (entries: Record<string, string>) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
};

const now = new Date('2026-11-21T12:00:00Z');

describe('session rules (spec §4)', () => {
  it('with no stored token clears the stored session data and returns no claims', () => {
    const s = store({
      [SESSION_KEYS.expiry]: '2026-11-21T20:00:00Z',
      [SESSION_KEYS.loggedRole]: 'Cliente',
      [SESSION_KEYS.email]: 'ana@example.cr',
      [SESSION_KEYS.name]: 'Ana Mora',
      [SESSION_KEYS.roles]: '["Cliente"]',
      unrelated: 'stays',
    });
    expect(readClaims(s, now)).toBeNull();
    expect(s.keys()).toEqual(['unrelated']);
  });

  it('returns no claims when the expiry is now', () => {
    const s = store({ [SESSION_KEYS.token]: testToken({ role: 'Cliente' }), [SESSION_KEYS.expiry]: now.toISOString() });
    expect(readClaims(s, now)).toBeNull();
  });

  it('returns no claims when the expiry is earlier, or missing', () => {
    const token = testToken({ role: 'Cliente' });
    expect(readClaims(store({ [SESSION_KEYS.token]: token, [SESSION_KEYS.expiry]: '2026-11-21T11:59:59Z' }), now)).toBeNull();
    expect(readClaims(store({ [SESSION_KEYS.token]: token }), now)).toBeNull();
  });

  it('returns the token claims while it is valid', () => {
    const s = store({ [SESSION_KEYS.token]: testToken({ role: ['Cliente', 'Regente'], email: 'ana@example.cr' }), [SESSION_KEYS.expiry]: '2026-11-21T12:00:01Z' });
    expect(readClaims(s, now)).toMatchObject({ email: 'ana@example.cr' });
  });

  it('returns no claims for a token that is not a JWT', () => {
    expect(readClaims(store({ [SESSION_KEYS.token]: 'basura', [SESSION_KEYS.expiry]: '2026-11-22T00:00:00Z' }), now)).toBeNull();
  });

  it('reads the role claim as a list, whether one role or several', () => {
    expect(roleClaim({ role: 'Cliente' })).toEqual(['Cliente']);
    expect(roleClaim({ role: ['Cliente', 'Regente'] })).toEqual(['Cliente', 'Regente']);
    expect(roleClaim({})).toEqual([]);
    expect(roleClaim(null)).toEqual([]);
  });
});

describe('userIdOf (the token subject)', () => {
  it('reads a positive integer subject and nothing else', () => {
    expect(userIdOf({ sub: '12' })).toBe(12);
    for (const sub of [undefined, 12, '', '0', '-3', '1.5', 'doce']) expect(userIdOf({ sub })).toBeNull();
    expect(userIdOf(null)).toBeNull();
  });
});
