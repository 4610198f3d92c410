import type { Appointment } from '@portal/shared-api';
import { getBoundary } from '@portal/shared-api/client';
import { photoPlace, type BoundaryGeometry } from '@portal/shared-api/geo';
import { FileLinkView, PlainAlert, formatDateTime, formatNumber, propertyName, useLoad } from '@portal/shared-ui';
import { BoundaryMap, type MapMark } from '@portal/shared-ui/map';
import { TEXTS } from '../texts';
import './visit-photos.css';

const T = TEXTS.visits.photos;

type Photo = Appointment['photos'][number];
const located = (photo: Photo): photo is Photo & { latitude: number; longitude: number } => photo.latitude !== null && photo.longitude !== null;
const degrees = (value: number) => value.toFixed(6);

/** Where a photo was taken, seen from the approved boundary: inside or out, and how far from its edge. */
function placeLine(photo: Photo, boundary: BoundaryGeometry | undefined): string | null {
  if (!located(photo) || !boundary) return null;
  const place = photoPlace(boundary, photo.longitude, photo.latitude);
  return place.inside ? T.inside(formatNumber(place.metres)) : T.outside(formatNumber(place.metres));
}

/**
 * The field photos of a visit (beyond the spec): each with when it was taken and where, as the regent's phone measured
 * it, and whether that place is inside the property's approved boundary; the boundary and the numbered photos on a map.
 */
export function VisitPhotos({ appointment: a }: { appointment: Appointment }) {
  const anyPlace = a.photos.some(located);
  const boundary = useLoad(() => (anyPlace ? getBoundary(a.propertyId) : Promise.resolve(null)), `${a.id}:${anyPlace}`);
  if (a.photos.length === 0) return null;
  const geometry = boundary.data?.approved?.geometry as BoundaryGeometry | undefined;
  const marks: MapMark[] = a.photos.flatMap((photo, index) =>
    located(photo)
      ? [{ latitude: photo.latitude, longitude: photo.longitude, accuracy: photo.accuracy, label: String(index + 1), title: T.mark(index + 1, formatDateTime(photo.takenAt)) }]
      : [],
  );
  const name = propertyName(a.property) ?? `#${a.property.id}`;
  return (
    <section className="visit-photos" aria-labelledby="visit-photos-title">
      <h2 id="visit-photos-title" className="section-title">
        {T.title}
      </h2>
      <p>{T.intro}</p>
      <PlainAlert messages={boundary.errors} onClose={boundary.clearErrors} />
      <ol className="visit-photos__list" aria-label={T.list}>
        {a.photos.map((photo, index) => {
          const place = placeLine(photo, geometry);
          return (
            <li key={photo.url} className="visit-photos__item">
              <span className="visit-photos__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <FileLinkView file={photo} label={T.photo(index + 1)} />
                <p>{T.taken(formatDateTime(photo.takenAt))}</p>
                <p>{located(photo) ? T.position(degrees(photo.latitude), degrees(photo.longitude), formatNumber(Math.round(photo.accuracy ?? 0))) : T.noPosition}</p>
                {place && <p className="visit-photos__place">{place}</p>}
              </div>
            </li>
          );
        })}
      </ol>
      {geometry && marks.length > 0 && <BoundaryMap geometry={geometry} name={T.mapName(name)} marks={marks} />}
      {anyPlace && boundary.data && !geometry && <p>{T.noBoundary}</p>}
    </section>
  );
}
