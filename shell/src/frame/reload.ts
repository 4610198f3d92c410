/** Reloads the page after the logged role changed (spec §2); a seam so tests can watch it. */
export const reloadPage = (): void => window.location.reload();
