/** What `npm run backup` and `npm run restore` tell the operator. */
export const BACKUP_MSG = {
  notABackup: (file: string) => `${file} no es un respaldo de Madera Legal: no se restauró nada.`,
  truncated: (file: string) => `El respaldo ${file} está incompleto (¿se cortó al copiarlo?): no se restauró nada.`,
  damaged: (file: string, entry: string) => `El respaldo ${file} está dañado (${entry} no coincide con su lista de contenido): no se restauró nada.`,
  unknownVersion: (file: string, version: string) =>
    `El respaldo ${file} tiene el formato ${version}, que esta versión del portal no conoce: no se restauró nada.`,
  unsafeEntry: (name: string) => `El respaldo nombra un archivo fuera de su carpeta (${name}): no se restauró nada.`,
  sizeChanged: (name: string, expected: number, actual: number) => `${name} cambió mientras se copiaba (${expected} bytes esperados, ${actual} leídos).`,
  missingFile: (file: string) => `No existe el archivo ${file}.`,
  usage:
    'Uso: npm run backup [-- <carpeta>]   (por omisión ./backups)\n' +
    '     npm run restore -- <archivo> [--force]   (--force: reemplaza lo que haya en DATA_DIR o en la base de datos)\n' +
    '     npm run restore -- --check   (comprueba la base y los archivos configurados, restaurados por otros medios)',
  targetNotEmpty: (target: string) =>
    `${target} no está vacía: no se restauró nada. Use una carpeta DATA_DIR vacía, o --force para reemplazar su contenido.`,
  databaseNotEmpty: 'La base de datos de DATABASE_URL ya tiene tablas: no se restauró nada. Use una base vacía, o --force para reemplazarla.',
  serverRunning: (dataDir: string, pid: number) =>
    `El portal está en marcha (proceso ${pid}) sobre ${dataDir}: deténgalo antes de restaurar en esa carpeta.`,
  engineMismatch: (archive: string, configured: string) =>
    `Este respaldo es de ${archive === 'pglite' ? 'la base integrada (PGlite)' : 'PostgreSQL'} y el portal está configurado con ${
      configured === 'pglite' ? 'la base integrada (sin DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'
    }: no se restauró nada.`,
  inMemory: 'Una base integrada en memoria no tiene carpeta que respaldar.',
  noDatabase: (dataDir: string, what: 'comprobar' | 'respaldar' = 'comprobar') => `No hay base de datos integrada en ${dataDir}: nada que ${what}.`,
  busy: 'Ya hay un respaldo en curso en este servidor; espere a que termine.',
  serverUnreachable: (pid: number, details: string) =>
    `El portal (proceso ${pid}) usa esta carpeta de datos pero no respondió al pedido de respaldo (${details}).`,
  toolMissing: (tool: string) =>
    `Falta ${tool} (el cliente de PostgreSQL): instálelo (apt-get install -y postgresql-client) o indique su carpeta con PG_BIN.`,
  toolFailed: (tool: string, details: string) => `${tool} falló: ${details}`,
  fileNotRestored: (name: string) => `El archivo subido ${name} falta en el almacenamiento o no tiene el tamaño que la base registra.`,
  backupFailed: 'No se pudo hacer el respaldo.',
  restoreFailed: 'No se pudo restaurar el respaldo.',
} as const;
