import { useEffect, useId, useRef, useState } from 'react';
import turfDistance from '@turf/distance';
import { BOUNDARY_CRS, BOUNDARY_CRS_LABEL, BOUNDARY_RULES, type BoundaryCrs, type BoundaryMethod } from '@portal/shared-api';
import { BOUNDARY_MSG } from '@portal/shared-api/geo';
import { formatNumber } from '../format';
import { PlainNotice } from '../feedback/plain-notice';
import { PlainButton } from '../form/plain-button';
import { PlainSelect } from '../form/plain-select';
import { FileButton } from '../form/file-button';
import '../form/form.css';
import { BOUNDARY_TEXTS } from './texts';

const T = BOUNDARY_TEXTS;

/** A boundary read from one of the three ways in, not yet checked. */
export interface Candidate {
  geometry: unknown;
  method: BoundaryMethod;
  crs?: BoundaryCrs;
  sourceName?: string;
  accuracyMetres?: number;
  /** What the reader wants the user to know (an assumed coordinate system). */
  notes?: string[];
}

export interface CaptureProps {
  onCandidate: (candidate: Candidate | null) => void;
}

interface Fix {
  lon: number;
  lat: number;
  accuracy: number;
}

const AUTO_STEP_METRES = 10;
const metresBetween = (a: Fix, b: Fix) => turfDistance([a.lon, a.lat], [b.lon, b.lat], { units: 'meters' });

/** The points walked as a boundary: one is a point, three or more a polygon closed on the first. */
function walkedGeometry(points: readonly Fix[]): unknown {
  const positions = points.map((p) => [p.lon, p.lat]);
  if (positions.length === 1) return { type: 'Point', coordinates: positions[0] };
  return { type: 'Polygon', coordinates: [[...positions, positions[0]]] };
}

/**
 * Walk the boundary with the phone's GPS: a point a tap, or one every 10 m walked; a point less accurate
 * than 10 m must be confirmed. The accuracy of the fix is always on screen.
 */
export function GpsWalk({ onCandidate }: CaptureProps) {
  const [watching, setWatching] = useState(false);
  const [fix, setFix] = useState<Fix | null>(null);
  const [points, setPoints] = useState<Fix[]>([]);
  const [auto, setAuto] = useState(false);
  const [confirming, setConfirming] = useState<Fix | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onCandidateRef = useRef(onCandidate);
  onCandidateRef.current = onCandidate;

  useEffect(() => {
    if (!watching) return undefined;
    if (!('geolocation' in navigator)) {
      setError(T.gps.unavailable);
      setWatching(false);
      return undefined;
    }
    const id = navigator.geolocation.watchPosition(
      (position) => {
        setError(null);
        setFix({ lon: position.coords.longitude, lat: position.coords.latitude, accuracy: position.coords.accuracy });
      },
      (failure) => setError(failure.code === failure.PERMISSION_DENIED ? T.gps.denied : T.gps.unavailable),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [watching]);

  // the automatic mode adds a fix once it is accurate enough and 10 m from the last point
  useEffect(() => {
    if (!auto || !fix || fix.accuracy > BOUNDARY_RULES.gpsAccuracyMetres) return;
    setPoints((current) => {
      const last = current[current.length - 1];
      return last && metresBetween(last, fix) < AUTO_STEP_METRES ? current : [...current, fix];
    });
  }, [auto, fix]);

  useEffect(() => {
    if (points.length === 0) {
      onCandidateRef.current(null);
      return;
    }
    onCandidateRef.current({
      geometry: walkedGeometry(points),
      method: 'gps',
      crs: 'wgs84',
      accuracyMetres: Math.round(Math.max(...points.map((p) => p.accuracy)) * 100) / 100,
    });
  }, [points]);

  const add = () => {
    if (!fix) return;
    if (fix.accuracy > BOUNDARY_RULES.gpsAccuracyMetres) setConfirming(fix);
    else setPoints((current) => [...current, fix]);
  };

  return (
    <div className="boundary-gps">
      <p>{T.gps.hint}</p>
      {error && <PlainNotice tone="error">{error}</PlainNotice>}
      <div className="boundary-actions">
        <PlainButton primary={!watching} onClick={() => setWatching((w) => !w)}>
          {watching ? T.gps.stop : T.gps.start}
        </PlainButton>
        {watching && (
          <PlainButton primary onClick={add} disabled={!fix}>
            {T.gps.add}
          </PlainButton>
        )}
      </div>
      {watching && (
        <p className="boundary-gps__fix" role="status">
          {fix ? T.gps.accuracy(formatNumber(Math.round(fix.accuracy))) : T.gps.waiting}
        </p>
      )}
      {watching && (
        <label className="boundary-switch">
          <button type="button" role="switch" className="plain-switch" aria-checked={auto} onClick={() => setAuto(!auto)}>
            <span className="plain-switch__handle" aria-hidden="true" />
          </button>
          {T.gps.auto}
        </label>
      )}
      {confirming && (
        <PlainNotice tone="warning">
          <p>{BOUNDARY_MSG.gpsInaccurate(confirming.accuracy)}</p>
          <div className="boundary-actions">
            <PlainButton
              onClick={() => {
                setPoints((current) => [...current, confirming]);
                setConfirming(null);
              }}
            >
              {T.gps.confirmAdd}
            </PlainButton>
            <PlainButton onClick={() => setConfirming(null)}>{T.gps.cancel}</PlainButton>
          </div>
        </PlainNotice>
      )}
      {points.length > 0 && (
        <>
          <p style={{ marginTop: 12, marginBottom: 0 }}>{T.gps.points(points.length)}</p>
          <ol className="boundary-gps__points">
            {points.map((p, i) => (
              <li key={i}>
                {p.lat.toFixed(6)}, {p.lon.toFixed(6)} (±{formatNumber(Math.round(p.accuracy))} m)
              </li>
            ))}
          </ol>
          <div className="boundary-actions">
            <PlainButton onClick={() => setPoints((current) => current.slice(0, -1))}>{T.gps.undo}</PlainButton>
            <PlainButton danger onClick={() => setPoints([])}>
              {T.gps.clear}
            </PlainButton>
          </div>
        </>
      )}
    </div>
  );
}

const crsOptions = BOUNDARY_CRS.map((value) => ({ value, label: BOUNDARY_CRS_LABEL[value] }));

/** Import a GeoJSON, KML, GPX or zipped shapefile, read in the browser with the same code as the API's. */
export function FileImport({ onCandidate }: CaptureProps) {
  const id = useId();
  const [crs, setCrs] = useState<BoundaryCrs | 'auto'>('auto');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const onCandidateRef = useRef(onCandidate);
  onCandidateRef.current = onCandidate;

  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    setReading(true);
    setError(null);
    (async () => {
      // the readers (togeojson, shpjs) load only when a file is chosen
      const { readBoundaryFile } = await import('@portal/shared-api/geo-files');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const read = await readBoundaryFile(file.name, bytes, {
        crs: crs === 'auto' ? undefined : crs,
        parseXml: (text) => new DOMParser().parseFromString(text, 'application/xml'),
      });
      if (current) onCandidateRef.current({ geometry: read.geometry, method: 'archivo', crs: read.crs, sourceName: file.name, notes: read.notes });
    })()
      .catch((failure: unknown) => {
        if (!current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        onCandidateRef.current(null);
      })
      .finally(() => current && setReading(false));
    return () => {
      current = false;
    };
  }, [file, crs]);

  return (
    <div>
      <div className="boundary-field">
        <label htmlFor={`${id}-file`}>{T.file.label}</label>
        <span className="boundary-file">
          <FileButton id={`${id}-file`} label={T.file.label} accept=".geojson,.json,.kml,.gpx,.zip" busy={reading} onFile={setFile} />
          {file && <span>{file.name}</span>}
        </span>
      </div>
      <div className="boundary-field">
        <label htmlFor={`${id}-crs`}>{T.file.crs}</label>
        <PlainSelect id={`${id}-crs`} value={crs} placeholder={false} onChange={(value) => setCrs((value ?? 'auto') as BoundaryCrs | 'auto')} options={[{ value: 'auto', label: T.file.crsAuto }, ...crsOptions]} />
      </div>
      {reading && <p role="status">{T.file.reading}</p>}
      {error && <PlainNotice tone="error">{error}</PlainNotice>}
    </div>
  );
}

/** Coordinates typed from a plan: latitude and longitude, or CRTM05 east and north, one vertex a line. */
export function TypedCoordinates({ onCandidate }: CaptureProps) {
  const id = useId();
  const [crs, setCrs] = useState<BoundaryCrs>('wgs84');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const read = async () => {
    const { parseTypedCoordinates } = await import('@portal/shared-api/geo-files');
    try {
      setError(null);
      onCandidate({ geometry: parseTypedCoordinates(text, crs), method: 'coordenadas', crs });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      onCandidate(null);
    }
  };

  return (
    <div>
      <div className="boundary-field">
        <label htmlFor={`${id}-crs`}>{T.typed.crs}</label>
        <PlainSelect id={`${id}-crs`} value={crs} placeholder={false} onChange={(value) => setCrs((value ?? 'wgs84') as BoundaryCrs)} options={crsOptions} />
      </div>
      <div className="boundary-field">
        <label htmlFor={`${id}-text`}>{T.typed.label}</label>
        <textarea
          id={`${id}-text`}
          className="plain-input"
          rows={6}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={crs === 'wgs84' ? T.typed.placeholderWgs : T.typed.placeholderCrtm}
        />
      </div>
      {error && <PlainNotice tone="error">{error}</PlainNotice>}
      <PlainButton onClick={read} disabled={text.trim() === ''}>
        {T.typed.read}
      </PlainButton>
    </div>
  );
}
