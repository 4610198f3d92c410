import { useState } from 'react';
import { Field } from 'react-final-form';
import { FieldItem, FileButton, PlainButton, errorAria, fieldError, formatNumber, useFieldId } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.origin;

/** The part of the boundary the wood was cut from, as the form holds it: the file's geometry, its area and name. */
export interface HarvestAreaValue {
  geometry: unknown;
  hectares: number;
  fileName: string;
}

/**
 * Reads a boundary file (GeoJSON, KML, GPX or a zipped shapefile, as for boundaries) and checks it by the boundaries'
 * rules: a polygon, closed, without crossings, in Costa Rica. The server checks then that it lies within the approved
 * boundary. The readers and the rules load only when a file is chosen.
 */
async function readHarvestArea(file: File): Promise<HarvestAreaValue> {
  const [{ readBoundaryFile }, { checkBoundary }] = await Promise.all([import('@portal/shared-api/geo-files'), import('@portal/shared-api/geo')]);
  const read = await readBoundaryFile(file.name, new Uint8Array(await file.arrayBuffer()), {
    parseXml: (text) => new DOMParser().parseFromString(text, 'application/xml'),
  });
  const check = checkBoundary(read.geometry);
  if (!check.ok) throw new Error(check.errors.map((problem) => problem.message).join(' '));
  if (check.geometry!.type === 'Point') throw new Error(T.harvestAreaPolygon);
  return { geometry: check.geometry, hectares: check.summary!.areaHectares, fileName: file.name };
}

/** Optional: without a part, the certificate of origin names the whole approved boundary. */
export function HarvestAreaField() {
  const name = 'harvestArea';
  const id = useFieldId(name);
  const buttonId = `${id}-button`;
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Field<HarvestAreaValue | undefined> name={name}>
      {({ input, meta }) => {
        const error = problem ?? fieldError(meta);
        const chosen = input.value || undefined;
        const aria = errorAria(id, error, { hint: true });
        return (
          <FieldItem name={name} id={id} label={T.harvestArea} error={error} hint={T.harvestAreaHint} focusId={chosen ? undefined : buttonId}>
            {chosen ? (
              <p className="origin-harvest-area">
                <span role="status">{T.harvestAreaChosen(chosen.fileName, formatNumber(Math.round(chosen.hectares * 100) / 100))}</span>{' '}
                <PlainButton small onClick={() => input.onChange(undefined)}>
                  {T.harvestAreaRemove}
                </PlainButton>
              </p>
            ) : (
              <FileButton
                id={id}
                label={T.harvestArea}
                accept=".geojson,.json,.kml,.gpx,.zip"
                busy={reading}
                danger={!!error}
                {...aria}
                onFile={(file) => {
                  setReading(true);
                  setProblem(null);
                  readHarvestArea(file)
                    .then((value) => input.onChange(value))
                    .catch((failure: unknown) => setProblem(T.harvestAreaUnread(failure instanceof Error ? failure.message : String(failure))))
                    .finally(() => setReading(false));
                }}
              />
            )}
          </FieldItem>
        );
      }}
    </Field>
  );
}
