import { Spin } from 'antd';
import { LOADING_TEXT } from './texts';
import { visuallyHidden } from './visually-hidden';


/** The spinner shown while a screen loads (spec §8). */
export function Loading({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
      <Spin />
      <span style={visuallyHidden}>{label}</span>
    </div>
  );
}
