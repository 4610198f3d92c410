import { photoPlace } from './photo-place';
import { SAMPLE_PLOT } from '../testing';

const PLOT = SAMPLE_PLOT;

describe('where a field photo was taken, seen from the boundary', () => {
  it('is inside near the middle of the plot, about 50 m from its edges', () => {
    const place = photoPlace(PLOT, -84.48064, 10.35245);
    expect(place.inside).toBe(true);
    expect(place.metres).toBeGreaterThan(45);
    expect(place.metres).toBeLessThan(55);
  });

  it('is outside and says how far: 0.0018° north of the plot is about 200 m', () => {
    const place = photoPlace(PLOT, -84.48064, 10.3547);
    expect(place.inside).toBe(false);
    expect(place.metres).toBeGreaterThan(190);
    expect(place.metres).toBeLessThan(210);
  });

  it('measures from the point of a boundary given as one point', () => {
    const place = photoPlace({ type: 'Point', coordinates: [-84.4811, 10.352] }, -84.4811, 10.3529);
    expect(place).toEqual({ inside: false, metres: expect.any(Number) });
    expect(place.metres).toBeGreaterThan(95);
    expect(place.metres).toBeLessThan(105);
  });
});
