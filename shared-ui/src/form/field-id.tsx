import { createContext, useContext, type ReactNode } from 'react';

const FieldIdPrefix = createContext('');

/**
 * Gives the fields inside a distinct id prefix, so a form in a dialog can have a field named like one
 * of the page's form (e.g. `address`) without two inputs sharing an id.
 */
export function FieldIdScope({ prefix, children }: { prefix: string; children: ReactNode }) {
  return <FieldIdPrefix.Provider value={`${prefix}-`}>{children}</FieldIdPrefix.Provider>;
}

/** The id of a field's input: `field-<name>`, within the enclosing scope's prefix. */
export const useFieldId = (name: string): string => `field-${useContext(FieldIdPrefix)}${name}`;
