import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

export interface FactListProps<K extends string> {
  /** Each fact's label, by its key (a screen's texts). */
  labels: { readonly [key in NoInfer<K>]: string };
  /** The facts shown, one a line, in this order. */
  values: { [key in K]: ReactNode };
}

/** Read-only facts of a record (an account, a project's owner), one labelled value a line. */
export function FactList<K extends string>({ labels, values }: FactListProps<K>) {
  const keys = Object.keys(values) as K[];
  return <Descriptions bordered size="small" column={1} items={keys.map((key) => ({ key, label: labels[key], children: values[key] }))} />;
}
