/**
 * Spanish texts the server needs that are not (yet) part of the shared contract.
 * Candidates for `MSG` in @portal/shared-api once the browser shows them too.
 */
export const API_MSG = {
  idInvalid: 'El identificador debe ser un número entero positivo',
  categoryCodeInvalid: 'El código de categoría no es válido',
  payloadTooLarge: 'La solicitud excede el tamaño permitido',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no es compatible',
  tooManyRequests: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
  serviceUnavailable: 'El servicio no está disponible en este momento',
  idempotencyKeyInvalid: 'El encabezado Idempotency-Key debe tener entre 1 y 100 caracteres ASCII visibles',
  idempotencyInProgress: 'La solicitud anterior con esta clave aún se está procesando. Espere un momento e intente de nuevo.',
  idempotencyKeyReused: 'La clave Idempotency-Key ya se usó para otra solicitud',
} as const;

/** Operator-facing start-up messages: Spanish first, then English for whoever runs the server. */
export const STARTUP_MSG = {
  dataDirLocked: (dataDir: string, pid: number, command = '') =>
    `Ya hay un servidor del portal (proceso ${pid}${command ? `: ${command}` : ''}) usando la carpeta de datos ${dataDir}. ` +
    'Deténgalo antes de iniciar otro, o use otra carpeta con DATA_DIR.\n' +
    `Another portal server (pid ${pid}) is already using the data directory ${dataDir}. ` +
    'Stop it before starting another one, or choose another folder with DATA_DIR.',
  invalidConfig: (details: string) =>
    `La configuración del servidor no es válida: ${details}\nInvalid server configuration: ${details}`,
  startFailed: 'No se pudo iniciar el servidor. / The server could not start.',
  portInUse: (port: number) =>
    `El puerto ${port} ya está en uso por otro programa. Deténgalo, o use otro puerto: PORT=${port + 1} npm start\n` +
    `Port ${port} is already in use. Stop that program, or choose another port: PORT=${port + 1} npm start`,
  demoDataReady: 'Datos de demostración listos',
  migrationLockTimeout: (ms: number) =>
    `Otro servidor está migrando la base de datos desde hace más de ${Math.round(ms / 1000)} s; vuelva a intentarlo o aumente MIGRATE_LOCK_TIMEOUT_MS.\n` +
    `Another server has been migrating the database for more than ${Math.round(ms / 1000)} s; retry, or raise MIGRATE_LOCK_TIMEOUT_MS.`,
  migrationsSkipped: 'Migraciones omitidas (MIGRATE=false)',
  migrateFailed: 'No se pudo migrar la base de datos. / The database could not be migrated.',
  referenceDataReady: 'Datos de referencia listos (geografía, categorías)',
  storageUnavailable: (location: string, details: string) =>
    `No se puede usar el almacenamiento de archivos ${location} (${details}). Revise S3_BUCKET, S3_ENDPOINT y las credenciales, o la carpeta DATA_DIR.\n` +
    `The file storage ${location} cannot be used (${details}). Check S3_BUCKET, S3_ENDPOINT and the credentials, or the DATA_DIR folder.`,
} as const;
