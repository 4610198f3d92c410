import { useEffect, useState } from 'react';
import type { Category } from '@portal/shared-api';
import { getCategories } from '@portal/shared-api/client';
import { PlainButton, PlainLoading, PlainNotice, PlainTag } from '@portal/shared-ui';
import { TEXTS } from '../texts';
import './enrolment.css';

const T = TEXTS.enrolment;

interface Props {
  /** The id of the picker (its group of choices), where the error summary's link leads. */
  id: string;
  value: Category | undefined;
  onChange: (category: Category | undefined) => void;
  error?: string;
}

/**
 * Category by drilling down the dotted code (spec §4): each level lists the children of the current
 * code; choosing a branch goes into it, choosing a leaf picks it; Atrás removes the last segment.
 */
export function CategoryPicker({ id, value, onChange, error }: Props) {
  const [trail, setTrail] = useState<Category[]>([]);
  // the level shown: the last branch opened (each level adds one segment, so Atrás removes the last)
  const code = trail.at(-1)?.consecutive ?? '';
  const [children, setChildren] = useState<Category[] | null>(null);

  useEffect(() => {
    let current = true;
    setChildren(null);
    getCategories(code)
      .then((list) => current && setChildren(list))
      .catch((failure: unknown) => {
        console.error(failure);
        if (current) setChildren([]);
      });
    return () => {
      current = false;
    };
  }, [code]);

  const open = (category: Category) => {
    if (category.leaf) {
      onChange(category);
      return;
    }
    setTrail((t) => [...t, category]);
  };
  const back = () => setTrail((t) => t.slice(0, -1));

  if (value) {
    return (
      <div id={id} className="category-chosen">
        <PlainNotice>
          <p>{`${T.chosen}: ${value.consecutive} ${value.name}`}</p>
          {value.isGroup && <p>{T.groupNote}</p>}
        </PlainNotice>
        <PlainButton small onClick={() => onChange(undefined)}>
          {T.change}
        </PlainButton>
      </div>
    );
  }

  return (
    <div id={id} role="group" aria-label={T.category} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <p>{T.categoryHint}</p>
      {trail.length > 0 && (
        <p className="category-trail">
          <PlainButton onClick={back}>{T.back}</PlainButton>
          {trail.map((c) => (
            <PlainTag key={c.id}>{`${c.consecutive} ${c.name}`}</PlainTag>
          ))}
        </p>
      )}
      {children === null ? (
        <PlainLoading />
      ) : (
        <ul className="category-list">
          {children.map((category) => (
            <li key={category.id}>
              <button type="button" className="category-list__choice" onClick={() => open(category)}>
                {`${category.consecutive} ${category.name}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" style={{ color: 'var(--danger)' }}>
          {error}
        </p>
      )}
    </div>
  );
}
