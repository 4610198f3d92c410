import type { TemplateKind } from '@portal/shared-api';
import { demoPdf } from '../../lib/demo-files';

/** Characters per line that fit the page's width in the body font. */
const LINE_WIDTH = 80;
const BLANK = '____________________';

interface Template {
  fileName: string;
  title: string;
  paragraphs: string[];
}

const OATH =
  'DECLARO BAJO FE DE JURAMENTO, advertido(a) de las penas con que la ley castiga el delito de perjurio y el de ' +
  'falso testimonio (artículos 318 y 323 del Código Penal), lo siguiente:';
const CLOSING = [
  `Es todo. Firmo en ${BLANK}, a las ______ horas del día ______ de ${BLANK} de ________.`,
  `Firma: ${BLANK}${BLANK}`,
  `Cédula: ${BLANK}`,
];

/** The sworn declarations the enrolment form offers (spec §4): for own properties, and for rented or borrowed ones. */
const TEMPLATES: Record<TemplateKind, Template> = {
  Propio: {
    fileName: 'Declaración jurada - inmueble propio.pdf',
    title: 'Declaración jurada - inmueble propio',
    paragraphs: [
      `Yo, ${BLANK}${BLANK}, mayor de edad, portador(a) de la cédula de identidad número ${BLANK}, ` +
        `vecino(a) de ${BLANK}, en mi condición de propietario(a) registral del inmueble inscrito en el ` +
        `Registro Nacional bajo el número de finca ${BLANK}, ubicado en la provincia de ${BLANK}, ` +
        `cantón de ${BLANK}, distrito de ${BLANK},`,
      OATH,
      '1. Que soy el (la) legítimo(a) propietario(a) del inmueble descrito y que ejerzo sobre él la posesión ' +
        'pacífica, pública y continua.',
      '2. Que la madera que se aproveche o comercialice desde ese inmueble proviene de él y se obtiene conforme ' +
        'a la Ley Forestal N.º 7575 y su reglamento.',
      '3. Que la información y los documentos que presento con la solicitud de inscripción en el programa de ' +
        'certificación de madera legal son verdaderos y están vigentes.',
      '4. Que autorizo a los regentes forestales del programa a visitar el inmueble para verificar lo declarado.',
      ...CLOSING,
    ],
  },
  Ajeno: {
    fileName: 'Declaración jurada - inmueble ajeno.pdf',
    title: 'Declaración jurada - inmueble ajeno',
    paragraphs: [
      `Yo, ${BLANK}${BLANK}, mayor de edad, portador(a) de la cédula de identidad número ${BLANK}, ` +
        `vecino(a) de ${BLANK}, en mi condición de arrendatario(a) o prestatario(a) del inmueble inscrito en ` +
        `el Registro Nacional bajo el número de finca ${BLANK}, propiedad de ${BLANK}${BLANK}, ` +
        `cédula número ${BLANK}, ubicado en la provincia de ${BLANK}, cantón de ${BLANK}, distrito de ${BLANK},`,
      OATH,
      '1. Que ocupo el inmueble descrito en virtud de un contrato de arrendamiento o de préstamo vigente, y que ' +
        'adjunto a la solicitud el poder o la autorización escrita de su propietario(a).',
      '2. Que el (la) propietario(a) conoce y autoriza la inscripción del inmueble en el programa de ' +
        'certificación de madera legal y las visitas de los regentes forestales.',
      '3. Que la madera que se aproveche o comercialice desde ese inmueble proviene de él y se obtiene conforme ' +
        'a la Ley Forestal N.º 7575 y su reglamento.',
      '4. Que la información y los documentos que presento con la solicitud de inscripción son verdaderos y ' +
        'están vigentes.',
      ...CLOSING,
    ],
  },
};

/** A paragraph broken into lines of at most `width` characters, at spaces. */
export function wrap(paragraph: string, width = LINE_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const rendered = new Map<TemplateKind, { fileName: string; pdf: Buffer }>();

/** The template of a kind as a one-page PDF, generated once. */
export function declarationTemplate(kind: TemplateKind): { fileName: string; pdf: Buffer } {
  let done = rendered.get(kind);
  if (!done) {
    const { fileName, title, paragraphs } = TEMPLATES[kind];
    const lines = paragraphs.flatMap((paragraph, i) => [...(i > 0 ? [''] : []), ...wrap(paragraph)]);
    done = { fileName, pdf: demoPdf(title, lines) };
    rendered.set(kind, done);
  }
  return done;
}
