// Apart from FieldItem (antd's Form.Item): PlainForm's fields use it without antd.

/** The accessibility attributes of an input for its error (and the help under it). */
export const errorAria = (id: string, error: string | undefined, help: { hint?: boolean; extra?: boolean } = {}) => {
  const described = [error ? `${id}-error` : help.hint ? `${id}-hint` : undefined, help.extra ? `${id}-extra` : undefined].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
};
