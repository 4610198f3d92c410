import { whenToTakeOver } from './take-over';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-session');
  document.documentElement.removeAttribute('data-reached');
});

/** Whether the promise has settled after the page had time to paint. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
}

describe('when the shell takes over', () => {
  it('starts at once on a page the shell draws alone', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await settled(whenToTakeOver())).toBe(true);
  });

  it('leaves a served page to the visitor until they reach for it', async () => {
    document.body.innerHTML = '<div id="root" data-served><a href="/Portafolio">Portafolio</a></div>';
    const takeOver = whenToTakeOver();
    expect(await settled(takeOver)).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(takeOver)).toBe(false);
    document.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(await settled(takeOver)).toBe(true);
  });

  it('starts at once when the visitor reached for the page before the script ran, or has a session', async () => {
    document.body.innerHTML = '<div id="root" data-served></div>';
    document.documentElement.setAttribute('data-reached', '');
    expect(await settled(whenToTakeOver())).toBe(true);
    document.documentElement.removeAttribute('data-reached');
    document.documentElement.setAttribute('data-session', '');
    expect(await settled(whenToTakeOver())).toBe(true);
  });
});
