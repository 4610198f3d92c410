import { documentFormSchema, fieldErrors, paths, UPLOAD_MSG, type DocumentForm } from '@portal/shared-api';
import { createDocument } from '@portal/shared-api/client';
import { FileField, TextField } from '@portal/shared-ui';
import { CreateScreen } from '../create-screen';
import { TEXTS } from '../texts';

const T = TEXTS.documents;

type Values = DocumentForm & { file?: File };

/** The server's refusals of the file itself, shown beside it. */
const FILE_ANSWERS = { [UPLOAD_MSG.fileType('document')]: 'file', [UPLOAD_MSG.fileContent]: 'file', [UPLOAD_MSG.fileTooLarge]: 'file' };

/** /Documentos/Crear (spec §2, §5): name, description and the file (.doc .docx .xlsx .xls .pdf). */
export function DocumentCreatePage() {
  return (
    <CreateScreen<Values>
      texts={T}
      width={760}
      send={({ fileName, description, file }, options) => createDocument({ fileName, description, file }, options)}
      list={paths.documentosListar()}
      validate={(values) => fieldErrors(documentFormSchema, values)}
      serverFields={FILE_ANSWERS}
    >
      <TextField name="fileName" label={T.fileName} required />
      <TextField name="description" label={T.description} multiline required />
      <FileField name="file" label={T.file} kind="document" required />
    </CreateScreen>
  );
}
