import { BOUNDARY_RULES } from './rules';

const decimals = (value: number, digits = 6) => value.toFixed(digits);
/** "10.312345, -84.456789": latitude first, as people read and type a position. */
export const formatPosition = ([lon, lat]: readonly number[]) => `${decimals(lat!)}, ${decimals(lon!)}`;
const hectares = (value: number) => value.toLocaleString('es-CR', { maximumFractionDigits: 2 });
const count = (value: number) => value.toLocaleString('es-CR');

/** Every Spanish message of the boundary checks, shared by the browser (instant) and the API (final). */
export const BOUNDARY_MSG = {
  notGeometry: 'El límite no es una geometría GeoJSON: falta el tipo o las coordenadas.',
  line: 'Una línea no delimita la finca: cierre el recorrido en un polígono o marque un punto.',
  typeNotAllowed: (type: string) =>
    `El tipo de geometría «${type}» no se admite: use un punto, un polígono o un multipolígono.`,
  badPosition: 'Hay coordenadas que no son pares de números (longitud, latitud).',
  tooManyVertices: `El límite tiene más de ${count(BOUNDARY_RULES.maxVertices)} vértices; simplifíquelo antes de enviarlo.`,
  tooFewVertices: 'Un polígono necesita al menos tres vértices distintos.',
  notClosed: (at: readonly number[]) =>
    `El polígono no está cerrado: el último vértice debe repetir el primero (${formatPosition(at)}).`,
  holes:
    'El polígono tiene huecos (anillos interiores); el sistema de la UE no los admite: divida la finca en partes sin huecos (un multipolígono) o envíe solo el contorno exterior.',
  repeatedWhenTruncated: (at: readonly number[]) =>
    `Dos vértices quedan en el mismo lugar (${formatPosition(at)}) cuando el sistema de la UE corta las coordenadas a ${BOUNDARY_RULES.minDecimals} decimales: separe o quite uno.`,
  crossesWhenTruncated: (at: readonly number[]) =>
    `El polígono se cruza a sí mismo cerca de ${formatPosition(at)} cuando el sistema de la UE corta las coordenadas a ${BOUNDARY_RULES.minDecimals} decimales: separe esos vértices.`,
  selfIntersection: (at: readonly number[]) => `El polígono se cruza a sí mismo cerca de ${formatPosition(at)}.`,
  partsOverlap: (at: readonly number[]) => `Dos partes del límite se cruzan cerca de ${formatPosition(at)}.`,
  swappedAxes:
    'Las coordenadas parecen tener la latitud y la longitud invertidas: al invertirlas caen en Costa Rica. ¿Desea invertirlas?',
  outsideCostaRica: (at: readonly number[]) => `El límite queda fuera de Costa Rica (cerca de ${formatPosition(at)}).`,
  pointTooLarge: (areaHa: number) =>
    `La finca tiene ${hectares(areaHa)} ha inscritas: con más de ${BOUNDARY_RULES.polygonAboveHectares} ha la UE pide un polígono, no un punto.`,
  lowPrecision: (found: number) =>
    `Las coordenadas tienen como máximo ${found} ${found === 1 ? 'decimal' : 'decimales'}; la UE pide al menos ${BOUNDARY_RULES.minDecimals} (unos 10 cm).`,
  areaDiffers: (computedHa: number, enrolledHa: number) =>
    `El área del polígono (${hectares(computedHa)} ha) difiere en más de un ${BOUNDARY_RULES.areaTolerance * 100} % del área inscrita (${hectares(enrolledHa)} ha).`,
  fileTooLarge: `El archivo supera los ${BOUNDARY_RULES.maxFileBytes / 1024 / 1024} MB que admite el sistema de la UE.`,
  fileUnreadable: (kind: string) => `El archivo no es un ${kind} válido.`,
  fileType: 'Formato no admitido: suba un GeoJSON, KML, GPX o un shapefile comprimido (.zip).',
  fileEmpty: 'El archivo no contiene ningún punto ni polígono.',
  shapefileMissing: 'El .zip no contiene un shapefile (.shp con su .dbf).',
  crsNeeded: 'Las coordenadas están en metros: indique si están en CRTM05 (EPSG:5367) o en CR-SIRGAS / CRTM05 (EPSG:8908).',
  crsAssumed: 'Las coordenadas en metros se interpretaron como CRTM05 (EPSG:5367).',
  mixedKinds: 'El archivo mezcla puntos y polígonos: deje solo el contorno de la finca o un punto.',
  typedLine: (line: number) => `La línea ${line} no tiene dos números (por ejemplo «10.312345, -84.456789» o «487123.45 1140321.10»).`,
  typedTwo: 'Con dos vértices no hay polígono: digite uno (un punto) o tres o más.',
  gpsInaccurate: (metres: number) =>
    `La precisión del GPS es de ${Math.round(metres)} m (se piden ${BOUNDARY_RULES.gpsAccuracyMetres} m o menos). ¿Agregar el punto de todos modos?`,
} as const;
