import type { Contact } from '@portal/shared-api';
import { whatsappLink } from '@portal/shared-api';
import { CONTACTUS_URLS } from '@portal/shared-api/client';
import { listScreen, dateColumn } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.contacts;

/** /Contactanos/Listar (spec §2): the messages of the contact form, with WhatsApp (506) and mailto links. */
export const ContactsPage = listScreen<Contact>({
  title: T.title,
  url: CONTACTUS_URLS.base,
  searchable: true,
  deletable: true,
  columns: [
    { key: 'name', title: T.name, dataIndex: 'name', role: 'title', width: 160, ellipsis: true },
    dateColumn('date', T.date, (c) => c.dateCreated, { width: 140 }),
    {
      key: 'phone',
      title: T.phone,
      width: 110,
      render: (_, c) => (
        <a href={whatsappLink(c.phone)} target="_blank" rel="noopener noreferrer" aria-label={T.whatsapp(c.name)}>
          {c.phone}
        </a>
      ),
    },
    {
      key: 'email',
      title: T.email,
      width: 200,
      ellipsis: true,
      tooltip: (c) => c.email,
      render: (_, c) => (
        <a href={`mailto:${c.email}`} aria-label={T.mail(c.name)}>
          {c.email}
        </a>
      ),
    },
    { key: 'subject', title: T.subject, render: (_, c) => c.subject ?? '—', width: 180, ellipsis: true },
    { key: 'message', title: T.message, dataIndex: 'message', priority: 'secondary' },
  ],
});
