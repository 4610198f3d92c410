import { useEffect, useState, type ReactNode } from 'react';
import type { ValidationErrors } from 'final-form';
import { useNavigate } from '@portal/shared-auth/router';
import { getItem, putItem } from '@portal/shared-api/client';
import { PlainCard } from '../card/plain-card';
import { PlainAlert, PlainLoading } from '../feedback/plain';
import { PortalForm } from '../form/portal-form';
import { LIST_TEXTS as T } from './texts';
import { errorLines } from './use-paged-list';

export interface EditScreenProps<V extends object> {
  /** `Editar {entity}`. */
  entity: string;
  /** API path, relative to /api; GET and PUT `{url}/{id}`. */
  url: string;
  id: string | number;
  /** Where to go after saving (and on cancel). */
  indexPath: string;
  /** The form's values from the loaded item. */
  toValues: (item: unknown) => V;
  validate: (values: V) => ValidationErrors;
  children: ReactNode;
}

/** The generic edit screen of spec §2: loads an item by id, saves it, then goes to the index. */
export function EditScreen<V extends object>({ entity, url, id, indexPath, toValues, validate, children }: EditScreenProps<V>) {
  const navigate = useNavigate();
  const [initial, setInitial] = useState<V | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    getItem<unknown>(url, id)
      .then((item) => current && setInitial(toValues(item)))
      .catch((error: unknown) => current && setErrors(errorLines(error)));
    return () => {
      current = false;
    };
    // toValues is a mapping given once per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, id]);

  // a refusal is thrown to the form, whose error summary lists the server's lines (spec §8)
  const save = async (values: V) => {
    await putItem(url, id, values);
    navigate(indexPath);
  };

  const title = T.editTitle(entity);
  return (
    <PlainCard title={title} width={760}>
      <PlainAlert messages={errors} onClose={() => setErrors([])} />
      {initial === null ? (
        errors.length === 0 && <PlainLoading />
      ) : (
        <PortalForm<V>
          label={title}
          onSubmit={save}
          validate={validate}
          initialValues={initial}
          submitLabel={T.save}
          cancelLabel={T.cancel}
          onCancel={() => navigate(indexPath)}
        >
          {children}
        </PortalForm>
      )}
    </PlainCard>
  );
}
