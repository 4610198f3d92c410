/** Texts of the generic list and edit screens (spec §2 Generic screens, §8). */
export const LIST_TEXTS = {
  empty: 'No hay elementos Para mostrar',
  confirmDelete: 'Desea borrar el registro?',
  delete: 'Borrar',
  cancel: 'Cancelar',
  edit: 'Editar',
  create: (entity: string) => `Crear ${entity}`,
  editTitle: (entity: string) => `Editar ${entity}`,
  save: 'Guardar',
  previous: 'Anterior',
  next: 'Siguiente',
  pager: 'Paginación',
  page: (n: number) => `Página ${n}`,
  pageSize: 'Registros por página',
  search: 'Buscar',
  total: (n: number) => `${n.toLocaleString('es-CR')} ${n === 1 ? 'registro' : 'registros'}`,
  actions: 'Acciones',
  expandRow: 'Expandir fila',
  collapseRow: 'Colapsar fila',
  moreData: 'Más datos',
  details: 'Detalles',
} as const;

/** What a list says, for a list in another language (the public portfolio in English): every text of LIST_TEXTS. */
export type ListTexts = { [K in keyof typeof LIST_TEXTS]: (typeof LIST_TEXTS)[K] extends string ? string : (typeof LIST_TEXTS)[K] };
