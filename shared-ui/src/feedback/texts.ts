/** What every spinner and every select waiting for its options says. */
export const LOADING_TEXT = 'Cargando…';

/** The name of a notice's or an alert's closing cross. */
export const CLOSE_TEXT = 'Cerrar';
