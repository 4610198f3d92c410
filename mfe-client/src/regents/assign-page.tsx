import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@portal/shared-auth/router';
import { paths, type AssignmentItem } from '@portal/shared-api';
import { getAssignments, saveAssignments } from '@portal/shared-api/client';
import { useSession } from '@portal/shared-auth';
import { ErrorSummary, PlainAlert, PlainButton, PlainCard, PlainLoading, useAction, useErrorSummary, useLoad, useSubmissionKey } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './assign.css';

/** /usuarios/Asignar/{email} (spec §2): one switch per property to assign the regent, then Guardar. */
export function AssignPage() {
  const { email: regentEmail = '' } = useParams();
  const { email } = useSession();
  const A = TEXTS.assign;
  const navigate = useNavigate();
  const state = useLoad(() => getAssignments(regentEmail, email ?? ''), regentEmail);
  const [items, setItems] = useState<AssignmentItem[]>([]);
  const errors = useErrorSummary();
  const saving = useAction({ onError: (_lines, error) => errors.showError(error) });
  const keys = useSubmissionKey();
  useEffect(() => {
    setItems(state.data ?? []);
  }, [state.data]);

  const save = async () => {
    errors.clear();
    const assignments = items.map(({ id, isAssigned }) => ({ id, isAssigned }));
    await saving.run(async () => {
      await keys.send(assignments, (idempotencyKey) => saveAssignments(regentEmail, assignments, { idempotencyKey }));
      navigate(paths.usuariosMisRegentes(), { state: { flash: A.saved } });
    });
  };

  return (
    <PlainCard title={A.title(regentEmail)} width={760}>
      <p>{A.intro}</p>
      <PlainAlert messages={state.errors} onClose={state.clearErrors} />
      <ErrorSummary {...errors.summary} />
      {state.loading && <PlainLoading />}
      {state.data && items.length === 0 && <p>{A.none}</p>}
      <ul className="assign-list">
        {items.map((item) => {
          const name = item.fantasyName ?? item.sheetNumber ?? item.address;
          return (
            <li key={item.id}>
              <button
                type="button"
                role="switch"
                className="plain-switch"
                aria-checked={item.isAssigned}
                aria-label={name}
                onClick={() => setItems((list) => list.map((x) => (x.id === item.id ? { ...x, isAssigned: !x.isAssigned } : x)))}
              >
                <span className="plain-switch__handle" aria-hidden="true" />
              </button>
              <span>
                {name} — {item.address}
              </span>
            </li>
          );
        })}
      </ul>
      <PlainButton primary busy={saving.busy} onClick={save} disabled={!state.data || saving.busy}>
        {A.save}
      </PlainButton>
    </PlainCard>
  );
}
