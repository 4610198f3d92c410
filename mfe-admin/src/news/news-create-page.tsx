import { lazy, Suspense } from 'react';
import { Field } from 'react-final-form';
import { fieldErrors, MSG, newsFormSchema, paths, UPLOAD_MSG, type NewsForm } from '@portal/shared-api';
import { createNews } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { FieldItem, FileField, PlainLoading, TextField } from '@portal/shared-ui';
import { CreateScreen } from '../create-screen';
import { TEXTS } from '../texts';

const T = TEXTS.news;

// CKEditor is large: only this screen downloads it
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type Values = NewsForm & { thumbnail?: File };

/** The server's refusals of the image itself, shown beside it. */
const THUMBNAIL_ANSWERS = { [UPLOAD_MSG.fileType('image')]: 'thumbnail', [UPLOAD_MSG.fileContent]: 'thumbnail', [UPLOAD_MSG.fileTooLarge]: 'thumbnail' };

function BodyField() {
  return (
    <Field<string> name="body">
      {({ input }) => (
        <FieldItem name="body" id="field-body" label={T.body}>
          <Suspense fallback={<PlainLoading label={T.editorLoading} shown />}>
            <RichTextEditor id="field-body" value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} />
          </Suspense>
        </FieldItem>
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
  const { loggedRole } = useSession();
  if (loggedRole !== 'Administrador') return <p className="no-permission">{MSG.noPermission}</p>;

  return (
    <CreateScreen<Values>
      texts={T}
      width={960}
      send={({ title, description, body, thumbnail }, options) => createNews({ title, description, body: body ?? '', thumbnail }, options)}
      list={paths.noticiasListar()}
      validate={(values) => fieldErrors(newsFormSchema, values)}
      serverFields={THUMBNAIL_ANSWERS}
    >
      <TextField name="title" label={T.title} required />
      <TextField name="description" label={T.description} multiline required />
      <FileField name="thumbnail" label={T.thumbnail} kind="image" />
      <BodyField />
    </CreateScreen>
  );
}
