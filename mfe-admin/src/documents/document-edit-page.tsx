import { useParams } from '@portal/shared-auth/router';
import { documentFormSchema, fieldErrors, paths, type DocumentForm, type DocumentItem } from '@portal/shared-api';
import { FILES_URLS } from '@portal/shared-api/client';
import { EditScreen, TextField } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.documents;

/** /Documentos/Editar/{id} (spec §2): the generic edit screen for a document's name and description. */
export function DocumentEditPage() {
  const { id = '' } = useParams();
  return (
    <EditScreen<DocumentForm>
      entity={T.entity}
      url={FILES_URLS.base}
      id={id}
      indexPath={paths.documentosListar()}
      toValues={(item) => ({ fileName: (item as DocumentItem).fileName, description: (item as DocumentItem).description })}
      validate={(values) => fieldErrors(documentFormSchema, values)}
    >
      <TextField name="fileName" label={T.fileName} required />
      <TextField name="description" label={T.description} multiline required />
    </EditScreen>
  );
}
