/** A property's boundary screens (beyond the spec): loaded by the pages that show a boundary, with the geometry code. */
export { BoundaryPage, sendProposal, type BoundaryPageProps, type BoundaryProposer } from './boundary-screen';
export { BoundaryOutlineView, type BoundaryOutlineViewProps } from './outline';
export { BOUNDARY_TEXTS } from './texts';
