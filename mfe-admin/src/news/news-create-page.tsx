import { lazy, Suspense } from 'react';
import { Card, Form } from 'antd';
import { Field } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { MSG, fieldErrors, newsFormSchema, type NewsForm } from '@portal/shared-api';
import { createNews } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { AlertList, FileField, Loading, PortalForm, TextField, useFormAlert } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.news;

// CKEditor is large: only this screen downloads it
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type Values = NewsForm & { thumbnail?: File };

function BodyField() {
  return (
    <Field<string> name="body">
      {({ input }) => (
        <Form.Item label={T.body} htmlFor="field-body">
          <Suspense fallback={<Loading label={T.editorLoading} />}>
            <RichTextEditor id="field-body" value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} />
          </Suspense>
        </Form.Item>
      )}
    </Field>
  );
}

/**
 * /Noticias/Crear (spec §2, §5): title and description required, a thumbnail (.jpg .jpeg .png) and the
 * rich-text body. The route is open in the spec; only an administrator may publish, so others see the
 * no-permission text and never download the editor.
 */
export function NewsCreatePage() {
  const navigate = useNavigate();
  const alert = useFormAlert();
  const { loggedRole } = useSession();
  if (loggedRole !== 'Administrador') return <p className="no-permission">{MSG.noPermission}</p>;

  const submit = async ({ title, description, body, thumbnail }: Values) => {
    alert.clear();
    const form = new FormData();
    form.set('title', title);
    form.set('description', description);
    form.set('body', body ?? '');
    if (thumbnail) form.set('thumbnail', thumbnail, thumbnail.name);
    try {
      await createNews(form);
      navigate('/Noticias/Listar');
    } catch (error) {
      alert.show(error);
      window.scrollTo?.({ top: 0 });
    }
  };

  return (
    <Card title={<h1 className="page-title">{T.createTitle}</h1>} style={{ maxWidth: 960 }}>
      <AlertList messages={alert.messages} onClose={alert.clear} />
      <PortalForm<Values>
        label={T.createTitle}
        onSubmit={submit}
        validate={(values) => fieldErrors(newsFormSchema, values)}
        submitLabel={T.submit}
        cancelLabel={T.cancel}
        onCancel={() => navigate('/Noticias/Listar')}
      >
        <TextField name="title" label={T.title} required />
        <TextField name="description" label={T.description} multiline required />
        <FileField name="thumbnail" label={T.thumbnail} kind="image" hint={T.thumbnailHint} />
        <BodyField />
      </PortalForm>
    </Card>
  );
}
