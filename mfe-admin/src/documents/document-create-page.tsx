import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { documentFormSchema, fieldErrors, type DocumentForm } from '@portal/shared-api';
import { createDocument } from '@portal/shared-api/client';
import { AlertList, FileField, PortalForm, TextField, useFormAlert } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.documents;

type Values = DocumentForm & { file?: File };

/** /Documentos/Crear (spec §2, §5): name, description and the file (.doc .docx .xlsx .xls .pdf). */
export function DocumentCreatePage() {
  const navigate = useNavigate();
  const alert = useFormAlert();
  const submit = async ({ fileName, description, file }: Values) => {
    alert.clear();
    const form = new FormData();
    form.set('fileName', fileName);
    form.set('description', description);
    if (file) form.set('file', file, file.name);
    try {
      await createDocument(form);
      navigate('/Documentos/Listar');
    } catch (error) {
      alert.show(error);
    }
  };
  return (
    <Card title={<h1 className="page-title">{T.createTitle}</h1>} style={{ maxWidth: 760 }}>
      <AlertList messages={alert.messages} onClose={alert.clear} />
      <PortalForm<Values>
        label={T.createTitle}
        onSubmit={submit}
        validate={(values) => fieldErrors(documentFormSchema, values)}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate('/Documentos/Listar')}
      >
        <TextField name="fileName" label={T.fileName} required />
        <TextField name="description" label={T.description} multiline required />
        <FileField name="file" label={T.file} kind="document" hint={T.fileHint} required />
      </PortalForm>
    </Card>
  );
}
