import { loadRemote } from '@module-federation/enhanced/runtime';
import { SERVED_MARKS } from '@portal/shared-api/served-page';
import { startIslands } from './islands';
import { forgetRemote } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('./register-remotes', () => ({ forgetRemote: jest.fn() }));

const load = jest.mocked(loadRemote);

beforeEach(() => jest.clearAllMocks());
afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** A served page with the portfolio's map button, pressed or not, and another pressed button elsewhere. */
function served({ pressed }: { pressed: boolean }) {
  document.body.innerHTML = `<div id="root" ${SERVED_MARKS.served}>
    <button type="button" ${SERVED_MARKS.island}="mfe_public:portfolio-map" ${pressed ? SERVED_MARKS.clicked : ''}>Ver en el mapa</button>
    <button type="button" ${pressed ? '' : SERVED_MARKS.clicked}>Imprimir</button>
  </div>`;
  return document.querySelector<HTMLElement>(`[${SERVED_MARKS.island}]`)!;
}

describe('startIslands', () => {
  it('draws the pressed island through its remote, and settles once it is drawn', async () => {
    const button = served({ pressed: true });
    let drawn!: () => void;
    const start = jest.fn(() => new Promise<void>((resolve) => (drawn = resolve)));
    load.mockResolvedValueOnce({ islands: { 'portfolio-map': start } });
    let settled = false;
    const starting = startIslands().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledWith('mfe_public/islands');
    expect(start).toHaveBeenCalledWith(button);
    expect(settled).toBe(false);
    drawn();
    await starting;
    expect(settled).toBe(true);
  });

  it('loads nothing when no island was pressed (another button was: the page does it again)', async () => {
    served({ pressed: false });
    await startIslands();
    expect(load).not.toHaveBeenCalled();
  });

  it('lets the page take over when the island takes too long or fails, and after a failed download starts the remote afresh', async () => {
    served({ pressed: true });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValueOnce({ islands: { 'portfolio-map': () => new Promise<void>(() => undefined) } });
    await startIslands(document, 30);

    load.mockResolvedValueOnce({ islands: { 'portfolio-map': () => Promise.reject(new Error('sin marcadores')) } });
    await startIslands(document, 30_000);
    expect(error).toHaveBeenCalledWith(new Error('sin marcadores'));
    expect(forgetRemote).not.toHaveBeenCalled();

    load.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await startIslands(document, 30_000);
    expect(forgetRemote).toHaveBeenCalledWith('mfe_public');
  });
});
