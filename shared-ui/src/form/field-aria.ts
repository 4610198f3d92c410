// Apart from FieldItem: a field that draws its own frame (a check box) uses it too.

/** The accessibility attributes of an input for its error (and the help under it). */
export const errorAria = (id: string, error: string | undefined, help: { hint?: boolean; extra?: boolean } = {}) => {
  const described = [error ? `${id}-error` : help.hint ? `${id}-hint` : undefined, help.extra ? `${id}-extra` : undefined].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
};
