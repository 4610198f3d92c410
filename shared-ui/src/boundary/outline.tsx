import type { BoundaryVersion } from '@portal/shared-api';
import { formatNumber } from '../format';
import { BOUNDARY_TEXTS as T } from './texts';

export interface BoundaryOutlineViewProps {
  /** The outline the server drew (a version's `outline`). */
  outline: BoundaryVersion['outline'];
  /** Names the property for a screen reader. */
  name: string;
  /** A version under review is drawn dashed. */
  pending?: boolean;
}

/** A boundary drawn to scale as plain SVG, north up (projected to CRTM05 by the server's boundaryOutline). */
export function BoundaryOutlineView({ outline, name, pending }: BoundaryOutlineViewProps) {
  return (
    <figure className="boundary-outline">
      <svg viewBox={outline.viewBox} role="img" aria-label={T.outlineLabel(name)}>
        <rect x="0" y="0" width="100" height="100" className="boundary-outline__ground" />
        {outline.paths.map((d, i) => (
          <path key={i} d={d} className={pending ? 'boundary-outline__shape boundary-outline__shape--pending' : 'boundary-outline__shape'} />
        ))}
        {outline.point && <circle cx={outline.point[0]} cy={outline.point[1]} r="3.5" className="boundary-outline__point" />}
        <text x="96" y="10" textAnchor="end" className="boundary-outline__north">N ↑</text>
      </svg>
      <figcaption>{T.outlineSide(formatNumber(outline.sideMetres))}</figcaption>
    </figure>
  );
}
