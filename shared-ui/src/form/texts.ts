import { MAX_UPLOAD_MB } from '@portal/shared-api';
import { LOADING_TEXT } from '../feedback/texts';

/** Texts of the shared form pieces: the error summary, the file and money inputs. */
export const FORM_TEXTS = {
  /** The summary's title when it links to fields. */
  summaryTitle: 'Revise los siguientes campos',
  /** The summary's title when the problem belongs to no field (e.g. the server refused the submission). */
  summaryProblemTitle: 'No se pudo enviar el formulario',
  /** One link of the summary: the field's label and its message. */
  summaryLink: (label: string, message: string) => `${label}: ${message}`,
  choose: 'Seleccione…',
  /** A select's first line while its options are on their way. */
  loadingOptions: LOADING_TEXT,
  chooseFile: 'Seleccionar archivo',
  chooseFiles: 'Seleccionar archivos',
  /** What a file field accepts, shown before a file is chosen. */
  fileRules: (types: readonly string[], several: boolean) => {
    const list = types.length > 1 ? `${types.slice(0, -1).join(', ')} o ${types.at(-1)}` : types.join('');
    return several ? `Uno o varios archivos ${list}, de hasta ${MAX_UPLOAD_MB} MB cada uno.` : `Un archivo ${list}, de hasta ${MAX_UPLOAD_MB} MB.`;
  },
  chosenFiles: (label: string) => `Archivos elegidos: ${label}`,
  remove: 'Quitar',
  removeFile: (name: string) => `Quitar ${name}`,
  confirmCancel: 'Cancelar',
  showPassword: 'Mostrar',
  hidePassword: 'Ocultar',
  /** The accessible names of the button that shows or hides a password's characters. */
  showPasswordLabel: (label: string) => `Mostrar ${label.toLowerCase()}`,
  hidePasswordLabel: (label: string) => `Ocultar ${label.toLowerCase()}`,
} as const;
