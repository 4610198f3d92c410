/** Spanish texts of the contract: spec §5/§8 messages and the server's answers. Browser and server import these. */
export const MSG = {
  required: 'Este campo es requerido',
  emailInvalid: 'Debe colocar un email valido',
  contactEmailInvalid: 'Por favor digite un correo electrónico válido',
  firstUppercase: 'La primera letra debe ser Mayúscula',
  noPermission: 'No tiene permiso para acceder a este componente',
  profileNotFound: 'Inscripción No encontrada',
  // identifier and phone formats (spec §5 masks)
  personalIdFormat: 'La cédula física debe tener 9 dígitos y no puede empezar con 0',
  businessIdFormat: 'La cédula jurídica debe tener el formato 3-###-######',
  dimexFormat: 'El DIMEX debe tener 12 dígitos',
  nitFormat: 'El NIT debe tener 9 dígitos',
  freeIdFormat: 'La identificación debe tener 9 dígitos',
  phoneFormat: 'El teléfono debe tener el formato ####-#### y no puede empezar con 0',
  passwordLength: 'La contraseña debe tener al menos 8 caracteres',
  identificationTypeInvalid: 'El tipo de identificación no es válido',
  districtInvalid: 'El distrito seleccionado no existe',
  // server answers
  duplicateEmail: 'Ya existe un usuario registrado con este correo electrónico',
  loginFailed: 'El correo electrónico o la contraseña no son correctos',
  tooManyAttempts: 'Demasiados intentos de inicio de sesión. Espere un minuto e intente de nuevo.',
  unauthorized: 'Debe iniciar sesión para realizar esta acción',
  forbidden: 'No tiene permiso para realizar esta acción',
  notFound: 'El recurso solicitado no existe',
  invalidRequest: 'La solicitud no es válida',
  controlCharacters: 'El texto contiene caracteres de control no permitidos (por ejemplo, el carácter nulo)',
  serverError: 'Ocurrió un error inesperado en el servidor',
} as const;

export type MessageKey = keyof typeof MSG;
