import { Spin } from 'antd';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The spinner shown while a screen loads (spec §8). */
export function Loading({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
      <Spin />
      <span style={visuallyHidden}>{label}</span>
    </div>
  );
}
