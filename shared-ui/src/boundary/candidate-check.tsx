import { useMemo } from 'react';
import { checkBoundary, swapAxes, type BoundaryGeometry } from '@portal/shared-api/geo';
import { PlainNotice } from '../feedback/plain-notice';
import { PlainButton } from '../form/plain-button';
import { formatNumber } from '../format';
import { BoundaryMap } from '../map';
import type { Candidate } from './capture';
import { BOUNDARY_TEXTS } from './texts';

const T = BOUNDARY_TEXTS;

const hectares = (value: number) => T.hectares(formatNumber(Math.round(value * 100) / 100));

/** The check of a candidate, as the API will make it: errors (with the one-click fix), warnings, the outline. */
export function CandidateCheck({ candidate, enrolledHectares, name, onFix, onSubmit, busy }: {
  candidate: Candidate;
  enrolledHectares: number | null;
  name: string;
  onFix: (candidate: Candidate) => void;
  onSubmit: () => void;
  busy: boolean;
}) {
  const check = useMemo(() => checkBoundary(candidate.geometry, { enrolledHectares }), [candidate, enrolledHectares]);
  const swap = check.errors.find((e) => e.fix === 'swap-axes');
  // on the map as soon as it lies in Costa Rica, errors and all: a crossing is mended by moving a vertex
  const mappable = check.geometry && !check.errors.some((e) => e.code === 'swappedAxes' || e.code === 'outsideCostaRica');
  return (
    <section aria-label={T.checkTitle} style={{ marginTop: 16 }}>
      {check.errors.length > 0 && (
        <PlainNotice tone="error">
          <p>{check.errors.map((e) => e.message).join(' ')}</p>
          {swap && (
            <PlainButton small onClick={() => onFix({ ...candidate, geometry: swapAxes(candidate.geometry as BoundaryGeometry) })}>
              {T.swapFix}
            </PlainButton>
          )}
        </PlainNotice>
      )}
      {[...(candidate.notes ?? []), ...check.warnings.map((w) => w.message)].map((message) => (
        <PlainNotice key={message} tone="warning">
          {message}
        </PlainNotice>
      ))}
      {check.ok && <PlainNotice>{T.checkOk}</PlainNotice>}
      {mappable && (
        <div style={{ marginTop: 12 }}>
          <BoundaryMap geometry={check.geometry!} name={name} pending onChange={(geometry) => onFix({ ...candidate, geometry })} />
          {check.ok && (
            <p style={{ marginTop: 8 }}>
              {T.candidate(check.geometry!.type, check.summary!.vertices)}
              {check.geometry!.type !== 'Point' && ` · ${hectares(check.summary!.areaHectares)}`}
            </p>
          )}
        </div>
      )}
      <div className="boundary-actions">
        <PlainButton primary disabled={!check.ok} busy={busy} onClick={onSubmit}>
          {T.submit}
        </PlainButton>
      </div>
    </section>
  );
}

