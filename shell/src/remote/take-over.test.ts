import { whenToTakeOver } from './take-over';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-session');
  document.documentElement.removeAttribute('data-reached');
});

/**
 * Whether the promise settles within `ms`: a page that must stay the visitor's is given 50 ms (three frames) to
 * show that nothing starts; a take-over that must happen is waited for up to 2 s (a frame and a task on a loaded
 * machine), answering as soon as it starts.
 */
function settled(promise: Promise<void>, ms = 50): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}
const STARTS = 2_000;

describe('when the shell takes over', () => {
  it('starts at once on a page the shell draws alone', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(whenToTakeOver(), STARTS)).toBe(true);
  });

  it('leaves a served page to the visitor until they reach for it', async () => {
    document.body.innerHTML = '<div id="root" data-served><a href="/Portafolio">Portafolio</a></div>';
    const takeOver = whenToTakeOver();
    expect(await settled(takeOver)).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(takeOver)).toBe(false);
    // the browser's own mouse move as the page is drawn under a resting pointer: nothing moved
    document.body.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 0, clientY: 0 }));
    expect(await settled(takeOver)).toBe(false);
    document.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(await settled(takeOver, STARTS)).toBe(true);
  });

  it('starts when the visitor moves the mouse over a served page', async () => {
    document.body.innerHTML = '<div id="root" data-served></div>';
    const takeOver = whenToTakeOver();
    const moved = new MouseEvent('mousemove', { bubbles: true, clientX: 12, clientY: 30 });
    Object.defineProperties(moved, { movementX: { value: 12 }, movementY: { value: 30 } });
    document.body.dispatchEvent(moved);
    expect(await settled(takeOver, STARTS)).toBe(true);
  });

  it('starts at once when the visitor reached for the page before the script ran, or has a session', async () => {
    document.body.innerHTML = '<div id="root" data-served></div>';
    document.documentElement.setAttribute('data-reached', '');
    expect(await settled(whenToTakeOver(), STARTS)).toBe(true);
    document.documentElement.removeAttribute('data-reached');
    document.documentElement.setAttribute('data-session', '');
    expect(await settled(whenToTakeOver(), STARTS)).toBe(true);
  });
});
