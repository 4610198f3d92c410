import { build } from '../../../test/build';
import { API_MSG } from '../../messages';
import type { Category } from './repository';

describe('GET /api/categories', () => {
  const t = build();
  const children = async (consecutivePart?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      query: consecutivePart === undefined ? {} : { consecutivePart },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Category[]>();
  };

  it('gives the top level when no code is given', async () => {
    const top = await children();
    expect(top.map((c) => c.consecutive)).toEqual(['01', '02', '03']);
    expect(await children('')).toEqual(top);
    expect(top[0]).toMatchObject({ name: 'Aprovechamiento maderable', leaf: false, categoryPriceRanges: [] });
  });

  it('drills down to the direct children only', async () => {
    expect((await children('01')).map((c) => c.consecutive)).toEqual(['01.01', '01.02']);
    expect((await children('01.01.02.02')).map((c) => c.consecutive)).toEqual(['01.01.02.02.01', '01.01.02.02.02']);
    expect(await children('03.02')).toEqual([]);
  });

  it('gives a leaf its flex file names and price ranges as numbers', async () => {
    const [withPsa] = await children('01.01.01.01');

    expect(withPsa).toMatchObject({
      consecutive: '01.01.01.01.01',
      leaf: true,
      isGroup: false,
      octoberOnly: false,
      extraAreaAndPsa: true,
      templateUrl: null,
      flexFileName1: 'Estudio técnico del regente forestal',
    });
    expect(withPsa!.categoryPriceRanges).toEqual([
      { startingRange: 0, endingRange: 100, anualityCost: 155750, visitationCost: 35000, visitationAmount: 2 },
      { startingRange: 100.01, endingRange: 500, anualityCost: 280350, visitationCost: 35000, visitationAmount: 3 },
      { startingRange: 500.01, endingRange: 5000, anualityCost: 498400, visitationCost: 42000, visitationAmount: 4 },
    ]);
  });

  it('marks the October-only and group categories', async () => {
    const industry = await children('02');
    expect(industry.every((c) => c.octoberOnly)).toBe(true);
    const [individual, group] = await children('01');
    expect(individual).toMatchObject({ isGroup: false, octoberOnly: false });
    expect(group).toMatchObject({ isGroup: true, octoberOnly: true });
  });

  it('answers 400 for a code that is not dotted digits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories', query: { consecutivePart: "01%' or 1=1" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([API_MSG.categoryCodeInvalid]);
  });
});
