import type { ReactNode } from 'react';
import { FormScreen, type FormScreenProps } from '@portal/shared-ui';

export interface CreateScreenProps<V> extends Pick<FormScreenProps<V>, 'send' | 'validate' | 'serverFields'> {
  /** The screen's title and its two buttons. */
  texts: { createTitle: string; submit: string; cancel: string };
  /** The card's width in px. */
  width: number;
  /** The list the new item joins: shown once sent, and on Cancelar. */
  list: string;
  children: ReactNode;
}

/** An administrator's Crear screen (spec §2): the form of one new item of a list, which returns to that list. */
export function CreateScreen<V extends object>({ texts, width, list, children, ...form }: CreateScreenProps<V>) {
  return (
    <FormScreen<V> {...form} title={texts.createTitle} width={width} back={list} submitLabel={texts.submit} cancelLabel={texts.cancel}>
      {children}
    </FormScreen>
  );
}
