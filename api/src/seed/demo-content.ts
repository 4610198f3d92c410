import type { UploadKind } from '@portal/shared-api';
import type { PictureTheme } from '../lib/demo-files';

/** Demo news, documents and contact messages (demo mode only); `daysAgo` spreads them over the last weeks. */

export interface DemoNews {
  title: string;
  description: string;
  body: string;
  daysAgo: number;
  picture?: { theme: PictureTheme; fileName: string };
}

export interface DemoDocument {
  fileName: string;
  description: string;
  daysAgo: number;
  file: { name: string; kind: UploadKind; title: string; lines: string[] };
}

export interface DemoContact {
  name: string;
  phone: string;
  email: string;
  subject?: string;
  message: string;
  daysAgo: number;
}

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    title: 'Abre la ventana de inscripción de octubre para la industria',
    description:
      'Durante todo octubre, la industria de transformación primaria, los comerciantes de madera aserrada y los grupos de aprovechamiento pueden presentar su inscripción.',
    daysAgo: 2,
    picture: { theme: 'sawmill', fileName: 'ventana-de-octubre.png' },
    body: [
      '<p>Las categorías de <strong>industria de transformación primaria</strong>, <strong>comercio de madera aserrada</strong> y <strong>aprovechamiento grupal</strong> (tres o más propiedades) solo reciben inscripciones en octubre. El resto de las categorías puede inscribirse en cualquier momento del año.</p>',
      '<h2>Antes de empezar</h2>',
      '<ul><li>Cree su cuenta en el portal con su cédula física o jurídica.</li><li>Tenga a mano la cédula de quien firma y, si es una empresa, la certificación de personería jurídica en PDF.</li><li>Reúna la declaración jurada y los documentos que pide su categoría.</li></ul>',
      '<p>El portal calcula el monto de la inscripción según el volumen en metros cúbicos de cada propiedad. Si falta algún documento, la administración le devolverá la solicitud para que la <em>subsane</em>; revise su correo con frecuencia.</p>',
      '<blockquote><p>Recomendamos no dejar la inscripción para los últimos días del mes: así queda tiempo para corregir cualquier detalle.</p></blockquote>',
    ].join(''),
  },
  {
    title: 'Cómo verificar un certificado con el código QR',
    description:
      'Cada propiedad certificada tiene un perfil público; al escanear su código QR, cualquier comprador puede confirmar si la certificación está activa.',
    daysAgo: 9,
    picture: { theme: 'qr', fileName: 'codigo-qr.png' },
    body: [
      '<p>Quien compra madera puede comprobar en segundos que su proveedor está certificado. Cada propiedad aprobada tiene un <strong>perfil público</strong> con su número de finca, ubicación, categoría y estado.</p>',
      '<h2>Paso a paso</h2>',
      '<ol><li>Abra la cámara de su teléfono y apunte al código QR que le muestra el proveedor.</li><li>Toque el enlace: se abrirá el perfil de la propiedad en este portal.</li><li>Revise que el estado diga <strong>Activa</strong> y que los datos coincidan con la factura.</li></ol>',
      '<p>Si el recuadro del perfil aparece en rojo, la certificación no está vigente. También puede buscar al proveedor por nombre o por número de finca en la sección <a href="/Portafolio">Proveedores Certificados</a>.</p>',
    ].join(''),
  },
  {
    title: 'Nuevos regentes forestales se suman al programa',
    description: 'Más regentes pueden recibir invitaciones de los propietarios y registrar sus visitas de certificación desde el portal.',
    daysAgo: 16,
    picture: { theme: 'regent', fileName: 'regentes.png' },
    body: [
      '<p>Este mes se habilitaron nuevas cuentas de regente forestal en varias provincias. Los propietarios ya pueden invitarlos desde la opción <em>Mis Regentes</em> y asignarles sus propiedades.</p>',
      '<h2>¿Qué hace el regente en la certificación?</h2>',
      '<ul><li>Visita la propiedad en la fecha acordada con el propietario.</li><li>Registra la visita y adjunta su informe en PDF, Word o Excel.</li><li>Da seguimiento a las visitas disponibles de cada propiedad.</li></ul>',
      '<p>Si usted es regente y aún no tiene cuenta, puede registrarse desde la página de inicio de sesión.</p>',
    ].join(''),
  },
  {
    title: 'Certificación y permisos forestales: cómo se complementan',
    description:
      'La certificación de madera legal no sustituye los permisos que tramita ante el SINAC: los complementa con un registro público y verificable.',
    daysAgo: 23,
    picture: { theme: 'forest', fileName: 'bosque.png' },
    body: [
      '<p>Los permisos de aprovechamiento forestal se tramitan ante el Sistema Nacional de Áreas de Conservación (SINAC), adscrito al Ministerio de Ambiente y Energía (MINAE). La certificación de este portal <strong>no reemplaza</strong> esos trámites.</p>',
      '<p>Lo que agrega la certificación es un registro público: el comprador puede ver qué propiedades están inscritas, en qué categoría y si su certificado está vigente.</p>',
      '<h2>Qué conviene tener al día</h2>',
      '<ul><li>Los permisos y resoluciones vigentes de cada propiedad.</li><li>El número de expediente de pago por servicios ambientales, si la finca participa en ese programa.</li><li>Los informes de regencia de las visitas anteriores.</li></ul>',
    ].join(''),
  },
  {
    title: 'Consejos para preparar la visita del regente',
    description: 'Tener a mano el plano de la finca, los permisos vigentes y el registro de volúmenes agiliza la visita de certificación.',
    daysAgo: 30,
    body: [
      '<p>Una visita bien preparada suele durar menos y evita tener que programar otra. Antes de la fecha acordada:</p>',
      '<ol><li>Confirme la hora con su regente desde la sección de citas.</li><li>Prepare el plano o croquis de la finca y marque las áreas de aprovechamiento.</li><li>Tenga impresos o en el teléfono los permisos vigentes y el registro de volúmenes.</li></ol>',
      '<p>Después de la visita, el regente adjunta su informe y la administración lo revisa. Podrá ver el resultado en el detalle de la cita.</p>',
    ].join(''),
  },
];

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    fileName: 'Guía de inscripción',
    description: 'Pasos para crear una cuenta, elegir la categoría y presentar la inscripción de una finca o industria.',
    daysAgo: 5,
    file: {
      name: 'guia-de-inscripcion.pdf',
      kind: 'document',
      title: 'Guía de inscripción',
      lines: [
        '1. Cree su cuenta en el portal con su cédula y un correo electrónico.',
        '2. Elija la categoría que corresponde a su actividad.',
        '3. Agregue cada propiedad con su número de finca, área y volumen.',
        '4. Adjunte la declaración jurada y los documentos de la categoría.',
        '5. Revise el monto calculado y envíe la inscripción.',
      ],
    },
  },
  {
    fileName: 'Requisitos por categoría',
    description: 'Documentos que se solicitan para el aprovechamiento maderable, la industria y el comercio de madera.',
    daysAgo: 12,
    file: {
      name: 'requisitos-por-categoria.pdf',
      kind: 'document',
      title: 'Requisitos por categoría',
      lines: [
        'Aprovechamiento maderable: número de finca, área, volumen y permisos vigentes.',
        'Industria de transformación primaria: inscripción solo en octubre.',
        'Comercio de madera aserrada: inscripción solo en octubre.',
        'Personas jurídicas: certificación de personería en PDF.',
      ],
    },
  },
  {
    fileName: 'Manual del regente forestal',
    description: 'Cómo registrar visitas, adjuntar informes y dar seguimiento a las propiedades asignadas.',
    daysAgo: 19,
    file: {
      name: 'manual-del-regente.pdf',
      kind: 'document',
      title: 'Manual del regente forestal',
      lines: [
        'Acepte las invitaciones de los propietarios desde su cuenta.',
        'Registre cada visita con su fecha, hora de inicio y duración.',
        'Adjunte el informe de la visita en PDF, Word o Excel.',
        'Consulte las visitas disponibles de cada propiedad asignada.',
      ],
    },
  },
  {
    fileName: 'Verificación de certificados',
    description: 'Cómo consultar el perfil público de una propiedad certificada y leer su código QR.',
    daysAgo: 26,
    file: {
      name: 'verificacion-de-certificados.pdf',
      kind: 'document',
      title: 'Verificación de certificados',
      lines: [
        'Escanee el código QR del proveedor con la cámara de su teléfono.',
        'El enlace abre el perfil público de la propiedad en el portal.',
        'Un certificado vigente muestra el estado Activa.',
        'También puede buscar al proveedor en Proveedores Certificados.',
      ],
    },
  },
];

export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    name: 'Marta Elena Quirós',
    phone: '8734-2210',
    email: 'marta.quiros@correo.cr',
    subject: 'Inscripción de finca',
    message:
      'Buenas tardes. Tengo una finca de 12 hectáreas en San Carlos con una plantación de teca. ¿Qué categoría debo elegir para inscribirla?',
    daysAgo: 1,
  },
  {
    name: 'Rodolfo Brenes',
    phone: '2456-7788',
    email: 'ventas@aserraderoloscedros.cr',
    subject: 'Ventana de octubre',
    message:
      'Somos un aserradero en Pérez Zeledón. ¿Podemos preparar los documentos antes de octubre y enviar la inscripción el primer día del mes?',
    daysAgo: 4,
  },
  {
    name: 'Daniela Campos',
    phone: '6012-3344',
    email: 'dcampos@correo.cr',
    message:
      'Compré madera a un proveedor que me mostró un código QR. Quisiera confirmar que su certificado está vigente. ¿Dónde lo verifico?',
    daysAgo: 7,
  },
];
