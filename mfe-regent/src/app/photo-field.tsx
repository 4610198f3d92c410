import { useRef } from 'react';
import { Field } from 'react-final-form';
import { MAX_VISIT_PHOTOS, type PhotoCapture } from '@portal/shared-api';
import { fieldError, FieldItem, formatDateTime, PlainAlert, PlainButton, useAction, useFieldId, visuallyHidden } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.fieldVisit;

/** A field photo and when and where the app took it. */
export interface FieldPhoto {
  file: File;
  capture: PhotoCapture;
}

/** Beyond this many metres the position is shown as weak, so the regent can wait for the GPS and take another. */
export const LOW_ACCURACY_METRES = 30;

/** The GPS position now, or null when it is denied, missing or slower than 15 s. */
export function currentPosition(): Promise<GeolocationPosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), { enableHighAccuracy: true, timeout: 15_000, maximumAge: 10_000 }),
  );
}

/** A phone's photo reduced on the device (1600 px at most, JPEG), so the outbox and the upload stay small. */
export async function reducePhoto(file: File): Promise<File> {
  try {
    // 60 KB of code, fetched when the first photo is taken (kept with the release for the field)
    const { default: imageCompression } = await import('browser-image-compression');
    const reduced = await imageCompression(file, { maxWidthOrHeight: 1600, maxSizeMB: 0.6, fileType: 'image/jpeg', initialQuality: 0.8, useWebWorker: false });
    if (reduced.size >= file.size && file.type === 'image/jpeg') return file;
    return new File([reduced], `${file.name.replace(/\.[^.]+$/, '')}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file; // a browser that cannot draw it: the photo as it is, the server checks it again
  }
}

/** The capture of photos taken now, at `position` (or none). */
export const captureAt = (takenAt: Date, position: GeolocationPosition | null): PhotoCapture =>
  position
    ? { takenAt: takenAt.toISOString(), latitude: position.coords.latitude, longitude: position.coords.longitude, accuracy: position.coords.accuracy }
    : { takenAt: takenAt.toISOString(), latitude: null, longitude: null, accuracy: null };

/**
 * Photos taken with the phone's camera: each one stamped, at the shutter, with the time and the GPS position and
 * its accuracy (a field photo, not a gallery upload), and reduced on the device.
 */
export function PhotoField({ name }: { name: string }) {
  const id = useFieldId(name);
  const input = useRef<HTMLInputElement>(null);
  // a photo the phone could not read or reduce is said, in Spanish, under the button
  const taking = useAction();
  return (
    <Field<FieldPhoto[]> name={name} validate={(photos) => ((photos?.length ?? 0) > MAX_VISIT_PHOTOS ? T.tooManyPhotos(MAX_VISIT_PHOTOS) : undefined)}>
      {({ input: field, meta }) => {
        const photos: FieldPhoto[] = Array.isArray(field.value) ? field.value : [];
        const take = async (files: File[]) => {
          if (files.length === 0) return;
          await taking.run(async () => {
            const takenAt = new Date();
            const position = await currentPosition();
            const taken = await Promise.all(files.map(async (file) => ({ file: await reducePhoto(file), capture: captureAt(takenAt, position) })));
            field.onChange([...photos, ...taken]);
            field.onBlur();
          });
        };
        return (
          <FieldItem name={name} id={id} label={T.photos} error={fieldError(meta)} hint={T.photosHint} focusId={`${id}-take`}>
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/jpeg,image/png"
              capture="environment"
              multiple
              style={visuallyHidden}
              tabIndex={-1}
              // the camera opens from the button beside it: one control for a screen reader, not two
              aria-hidden
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                void take(files);
              }}
            />
            <PlainButton id={`${id}-take`} onClick={() => input.current?.click()} busy={taking.busy} disabled={photos.length >= MAX_VISIT_PHOTOS}>
              {T.takePhoto}
            </PlainButton>
            <PlainAlert messages={taking.errors} onClose={() => taking.setErrors([])} />
            {photos.length > 0 && (
              <ul className="regent-photos">
                {photos.map((photo, index) => {
                  const c = photo.capture;
                  return (
                    <li key={`${photo.file.name}-${index}`}>
                      <strong>{photo.file.name}</strong>
                      <span>{T.photoAt(formatDateTime(c.takenAt))}</span>
                      <span>{c.latitude !== null && c.longitude !== null && c.accuracy !== null ? T.photoWhere(c.latitude, c.longitude, c.accuracy) : T.photoNoPosition}</span>
                      {c.accuracy !== null && c.accuracy > LOW_ACCURACY_METRES && <span className="regent-photo-warning">{T.photoLowAccuracy(c.accuracy)}</span>}
                      <PlainButton small onClick={() => field.onChange(photos.filter((_, i) => i !== index))} aria-label={T.removePhoto(photo.file.name)}>
                        {T.remove}
                      </PlainButton>
                    </li>
                  );
                })}
              </ul>
            )}
          </FieldItem>
        );
      }}
    </Field>
  );
}
