import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { documentFormSchema, fieldErrors, paths, UPLOAD_MSG, type DocumentForm } from '@portal/shared-api';
import { createDocument } from '@portal/shared-api/client';
import { FileField, PortalForm, TextField, type Submission } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.documents;

type Values = DocumentForm & { file?: File };

/** The server's refusals of the file itself, shown beside it. */
const FILE_ANSWERS = { [UPLOAD_MSG.fileType('document')]: 'file', [UPLOAD_MSG.fileContent]: 'file', [UPLOAD_MSG.fileTooLarge]: 'file' };

/** /Documentos/Crear (spec §2, §5): name, description and the file (.doc .docx .xlsx .xls .pdf). */
export function DocumentCreatePage() {
  const navigate = useNavigate();
  const submit = async ({ fileName, description, file }: Values, { idempotencyKey }: Submission) => {
    await createDocument({ fileName, description, file }, { idempotencyKey });
    navigate(paths.documentosListar());
  };
  return (
    <Card title={<h1 className="page-title">{T.createTitle}</h1>} style={{ maxWidth: 760 }}>
      <PortalForm<Values>
        label={T.createTitle}
        onSubmit={submit}
        validate={(values) => fieldErrors(documentFormSchema, values)}
        serverFields={FILE_ANSWERS}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate(paths.documentosListar())}
      >
        <TextField name="fileName" label={T.fileName} required />
        <TextField name="description" label={T.description} multiline required />
        <FileField name="file" label={T.file} kind="document" required />
      </PortalForm>
    </Card>
  );
}
