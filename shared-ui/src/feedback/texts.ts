/** What every spinner and every select waiting for its options says. */
export const LOADING_TEXT = 'Cargando…';
