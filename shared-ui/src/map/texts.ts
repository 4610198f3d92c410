/** What the maps say (beyond the spec). */
export const MAP_TEXTS = {
  loading: 'Cargando el mapa…',
  failed: 'No se pudo cargar el mapa. Revise la conexión e inténtelo de nuevo.',
  provincesAttribution: 'Provincias: <a href="https://www.naturalearthdata.com/">Natural Earth</a>',
  boundaryLabel: (name: string) => `Mapa del límite de ${name}`,
  portfolioLabel: 'Mapa de los proveedores certificados',
  cluster: (count: string) => `${count} propiedades certificadas: acercar`,
  exactMarker: (name: string) => `${name}: límite publicado`,
  approximateMarker: (name: string) => `${name}: ubicación aproximada`,
  /** A marker whose name is still on its way. */
  property: (id: string) => `Propiedad N.º ${id}`,
  approximate: 'Ubicación aproximada (unos 1,1 km): el dueño no ha publicado el límite.',
  showMap: 'Ver en el mapa',
  hideMap: 'Ocultar el mapa',
  editHint:
    'Arrastre un vértice para moverlo; arrastre el punto medio de un lado para añadir un vértice; mantenga pulsado un vértice (o clic derecho) para quitarlo.',
  pointHint: 'Arrastre el punto para moverlo.',
  vertexHandle: 'Vértice del límite: arrástrelo para moverlo',
  middleHandle: 'Punto medio de un lado: arrástrelo para añadir un vértice',
};

/** What a map says, for a map in another language (the public pages in English): every text of MAP_TEXTS. */
export type MapTexts = typeof MAP_TEXTS;
