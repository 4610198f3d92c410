import { PlainTag, type TagColor } from '../tag/plain-tag';

// apart from the enrolment's detail view: the lists that show a status do not load its descriptions and history

/** The colour of each status tag. */
const STATUS_COLOR: Record<string, TagColor> = {
  Presentada: 'blue',
  Solicitada: 'blue',
  Subsanar: 'orange',
  Subsanada: 'cyan',
  Pagar: 'gold',
  Pagada: 'purple',
  Aceptada: 'green',
  Rechazada: 'red',
};

export const StatusTag = ({ status }: { status: string }) => <PlainTag color={STATUS_COLOR[status]}>{status}</PlainTag>;
