import type { ReactNode } from 'react';
import './fact-list.css';

export interface FactListProps<K extends string> {
  /** Each fact's label, by its key (a screen's texts). */
  labels: { readonly [key in NoInfer<K>]: string };
  /** The facts shown, one a line, in this order. */
  values: { [key in K]: ReactNode };
}

/** Read-only facts of a record (an account, a project's owner), one labelled value a line: a bordered table drawn as antd's small Descriptions. */
export function FactList<K extends string>({ labels, values }: FactListProps<K>) {
  const keys = Object.keys(values) as K[];
  return (
    <table className="fact-list">
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row">{labels[key]}</th>
            <td>{values[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
