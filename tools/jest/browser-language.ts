/** The languages the test's browser asks for (navigator.languages), as a visitor's browser sends Accept-Language. */
export function setBrowserLanguages(languages: readonly string[]): void {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
  Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => languages[0] });
}

/** The browser of the portal's visitors, in Costa Rica (jsdom's own says en-US): every test starts with it. */
export const resetBrowserLanguages = () => setBrowserLanguages(['es-CR', 'es']);
