import type { AdminList } from '../inscriptions';

// apart from the enrolment's calls and their schemas: the enrolment lists read these without loading zod
export const INSCRIPTIONS_URLS = {
  base: 'inscriptions',
  clientIndex: 'inscriptions/clientindex',
  adminList: (list: AdminList) => `inscriptions/${list}`,
  template: (kind: 'Propio' | 'Ajeno') => `/api/inscriptions/template/${kind}`,
} as const;
