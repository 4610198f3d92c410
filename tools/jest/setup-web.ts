import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/react';
import { resetBrowserLanguages } from './browser-language';
import { installMatchMedia, resetScreenWidth } from './screen-width';

// a test of code that runs on the server (a server entry) says `@jest-environment node`: no window to prepare
if (typeof window !== 'undefined') prepareBrowser();

function prepareBrowser() {
  // the first screen of a file loads antd, which takes a few seconds on this 2-core machine
  configure({ asyncUtilTimeout: 5000 });

  // React commits a rendering in one task and runs its effects (a form's fields subscribing to it) in the next one
  // its scheduler posts, after asking the browser to paint. A findBy… resolves just after the commit, and Testing
  // Library's own wait ends with a timer, which Node may run first: the test then types into a field its form has
  // not yet heard of, and React puts the old value back. A person is never that quick. A wait ends behind the task
  // React has already posted (immediates run in order), so what a test finds has had its effects.
  const { asyncWrapper } = getConfig();
  configure({
    asyncWrapper: (callback) =>
      asyncWrapper(async () => {
        const result: unknown = await callback();
        await new Promise((resolve) => setImmediate(resolve));
        return result;
      }),
  });

  // antd's responsive utilities ask for matchMedia, which jsdom does not implement; the screen is 1024 px
  // wide unless a test narrows it (setScreenWidth).
  installMatchMedia();

  // the browser of the portal's visitors, in Costa Rica; a test of another visitor sets its own (setBrowserLanguages)
  resetBrowserLanguages();

  afterEach(() => {
    window.localStorage.clear();
    // the language switch's choice (a cookie) is one visitor's
    document.cookie = 'lang=; path=/; max-age=0';
    resetBrowserLanguages();
    resetScreenWidth();
  });

  // antd's select and textarea observe their size; jsdom has no layout, so nothing ever resizes.
  if (!('ResizeObserver' in window)) {
    class NoResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoResizeObserver });
  }

  // jsdom does not scroll; a screen that scrolls to its alert should not fail for it.
  window.scrollTo = () => undefined;

  // antd's table measures the scrollbar through a pseudo-element, which jsdom does not implement;
  // the element's own style is the best jsdom can answer.
  {
    const computed = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element: Element) => computed(element);
  }

  // jsdom draws no canvas (QR codes): answer "no 2D context" quietly, as a browser without canvas would.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}
