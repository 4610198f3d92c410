import { loadRemoteStyles, remoteStylesheet } from './remote-styles';

const HREF = '/remotes/public/antd.05a5b6b3fd.css';
const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  delete window.__PORTAL_STYLES__;
  document.head.innerHTML = '';
});

describe("a remote's antd stylesheet", () => {
  it('is none when the page names none (a dev server): antd writes its styles as it renders', async () => {
    expect(remoteStylesheet('mfe_public')).toBeUndefined();
    await expect(loadRemoteStyles('mfe_public')).resolves.toBe(false);
    expect(stylesheets()).toEqual([]);
  });

  it('is put in the head once, and the page draws when it applies', async () => {
    window.__PORTAL_STYLES__ = { mfe_public: HREF };
    let applied: boolean | undefined;
    const first = loadRemoteStyles('mfe_public').then((value) => (applied = value));
    const again = loadRemoteStyles('mfe_public');
    expect(stylesheets().map((link) => link.getAttribute('href'))).toEqual([HREF]);
    await Promise.resolve();
    expect(applied).toBeUndefined();
    stylesheets()[0].dispatchEvent(new Event('load'));
    await first;
    expect(applied).toBe(true);
    await expect(again).resolves.toBe(true);
    // another remote's page finds its own
    await expect(loadRemoteStyles('mfe_admin')).resolves.toBe(false);
  });

  it('that fails to download lets antd write the styles, and is asked again by the next page', async () => {
    window.__PORTAL_STYLES__ = { mfe_public: `${HREF}?failed` };
    const loaded = loadRemoteStyles('mfe_public');
    stylesheets()[0].dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(stylesheets()).toEqual([]);
    const retry = loadRemoteStyles('mfe_public');
    expect(stylesheets()).toHaveLength(1);
    stylesheets()[0].dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(true);
  });
});
