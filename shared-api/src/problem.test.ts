import { alertLines } from './problem';

describe('alert lines (spec §8)', () => {
  it('shows a list of messages as they are', () => {
    expect(alertLines(['Uno', 'Dos'])).toEqual(['Uno', 'Dos']);
  });

  it('shows a problem as one status - title line', () => {
    expect(alertLines({ status: 401, title: 'Sin acceso' })).toEqual(['401 - Sin acceso']);
  });

  it('falls back to the HTTP status when the body says nothing', () => {
    expect(alertLines(undefined, 502, 'Bad Gateway')).toEqual(['502 - Bad Gateway']);
  });
});
