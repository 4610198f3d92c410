import { Spin } from 'antd';
import { visuallyHidden } from './visually-hidden';


/** The spinner shown while a screen loads (spec §8). */
export function Loading({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
      <Spin />
      <span style={visuallyHidden}>{label}</span>
    </div>
  );
}
