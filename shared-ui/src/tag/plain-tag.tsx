import type { ReactNode } from 'react';
import './tag.css';

/** The palettes a status is shown in (antd's preset colours the portal uses). */
export type TagColor = 'default' | 'blue' | 'cyan' | 'green' | 'gold' | 'orange' | 'volcano' | 'purple' | 'red';

/** A coloured tag as antd draws it, of plain elements (tag.css): a status in a list does not download antd. */
export function PlainTag({ color = 'default', title, children }: { color?: TagColor; title?: string; children: ReactNode }) {
  return (
    <span className={`plain-tag plain-tag--${color}`} title={title}>
      {children}
    </span>
  );
}
