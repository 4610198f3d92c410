import type { LookupItem } from '@portal/shared-api';
import { build } from '../../../test/build';
import { API_MSG } from '../../messages';

describe('geography lookups', () => {
  const t = build();
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<LookupItem[]>();
  };

  it('lists the 7 provinces sorted by id', async () => {
    const provinces = await get('/api/provinces');
    expect(provinces).toHaveLength(7);
    expect(provinces[0]).toEqual({ id: 1, name: 'San José' });
    expect(provinces.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives the 20 cantons of San José, sorted by id', async () => {
    const cantons = await get('/api/cantons/province/1');
    expect(cantons).toHaveLength(20);
    expect(cantons[0]).toEqual({ id: 101, name: 'San José' });
    expect(cantons.map((c) => c.id)).toEqual([...cantons.map((c) => c.id)].sort((a, b) => a - b));
  });

  it('holds all 84 cantons and 492 districts of the country', async () => {
    const provinces = await get('/api/provinces');
    const cantons = (await Promise.all(provinces.map((p) => get(`/api/cantons/province/${p.id}`)))).flat();
    expect(cantons).toHaveLength(84);
    expect(cantons.map((c) => c.name)).toEqual(expect.arrayContaining(['Río Cuarto', 'Monteverde', 'Puerto Jiménez']));

    const districts = (await Promise.all(cantons.map((c) => get(`/api/districts/canton/${c.id}`)))).flat();
    expect(districts).toHaveLength(492);
  });

  it('gives the districts of a canton', async () => {
    const districts = await get('/api/districts/canton/101');
    expect(districts).toHaveLength(11);
    expect(districts[0]).toEqual({ id: 10101, name: 'Carmen' });
  });

  it('answers an empty list for a province that does not exist', async () => {
    expect(await get('/api/cantons/province/99')).toEqual([]);
  });

  it('answers 400 with a message list for an id that is not a number', async () => {
    for (const url of ['/api/cantons/province/abc', '/api/districts/canton/1.5', '/api/districts/canton/-3']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([API_MSG.idInvalid]);
    }
  });

  it('lists the 5 identification types', async () => {
    const types = await get('/api/users/identificationtypes');
    expect(types).toHaveLength(5);
    expect(types[0]).toEqual({ id: 1, name: 'Cédula Física' });
  });
});
