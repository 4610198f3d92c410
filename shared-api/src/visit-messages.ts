/**
 * At most this many photos on one visit: with its reports they fit the 10 files a request may carry (the regent's
 * app reduces each photo to about 1 600 px).
 */
export const MAX_VISIT_PHOTOS = 8;

/** Messages of the certification operations (spec §5 and the portal's own), shared by browser and server. */
export const VISIT_MSG = {
  // spec §5, verbatim
  inviteNameEmpty: 'El nombre no puede estar vacío',
  inviteEmailEmpty: 'El correo no puede estar vacío',
  inviteEmailFormat: 'El correo electrónico no posee el formato adecuado',
  inviteOwnEmail: 'Usted se encuentra inscrito con este correo, no es permitido realizar una invitación de esta forma.',
  reportMissing: 'Error, No ha adjuntado el informe',
  resultMissing: 'Error, no ha escogido el resultado de la visita',
  // the portal's own
  adminResultMissing: 'Debe escoger el resultado de la revisión',
  propertyMissing: 'Debe escoger una propiedad',
  regentMissing: 'Debe escoger un regente',
  noVisitsLeft: 'La propiedad no tiene visitas disponibles. Solicite visitas adicionales.',
  propertyNotYours: 'La propiedad no le pertenece o no está habilitada',
  regentNotYours: 'El regente no está asociado a su cuenta',
  notAssigned: 'La propiedad no está asignada a este regente',
  quantityInvalid: 'La cantidad de visitas debe ser un número entero mayor que cero',
  regentAlreadyAdded: 'El regente ya está asociado a su cuenta',
  alreadyRegent: 'Su cuenta ya tiene el rol de regente',
  loggedOut: 'Debe iniciar sesión como cliente y volver a intentarlo para registrarse como regente.',
  appointmentClosed: 'La visita ya fue revisada y no admite cambios',
  requestClosed: 'La solicitud ya fue atendida',
  endBeforeStart: 'La hora de finalización no puede ser anterior a la de inicio',
  notReported: 'La visita aún no tiene el resultado del regente',
  reportTypeInvalid: 'El tipo de informe no es válido',
  regentNotFound: 'No existe un regente registrado con ese correo electrónico',
  photoCaptureInvalid: 'Cada foto debe llevar la fecha y hora en que se tomó, y su posición (latitud, longitud y precisión) si el GPS la dio',
  photosRegentOnly: 'Las fotos de campo las adjunta el regente que visita, desde su aplicación',
  tooManyPhotos: `Se pueden adjuntar hasta ${MAX_VISIT_PHOTOS} fotos por visita`,
} as const;
