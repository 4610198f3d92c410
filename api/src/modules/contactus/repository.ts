import { eq } from 'drizzle-orm';
import type { Contact, FilteredQuery, Page } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';
import { newestFirstPage } from '../../lib/listing';

export interface NewContact {
  name: string;
  phone: string;
  email: string;
  subject?: string;
  message: string;
}

const columns = {
  id: contacts.id,
  name: contacts.name,
  phone: contacts.phone,
  email: contacts.email,
  subject: contacts.subject,
  message: contacts.message,
  createdAt: contacts.createdAt,
};

const toContact = ({ createdAt, ...row }: { createdAt: Date } & Omit<Contact, 'dateCreated'>): Contact => ({
  ...row,
  dateCreated: createdAt.toISOString(),
});

export function contactsRepository(db: Database) {
  return {
    async create(contact: NewContact): Promise<number> {
      const [created] = await db
        .insert(contacts)
        .values({ ...contact, subject: contact.subject ?? null })
        .returning({ id: contacts.id });
      return created!.id;
    },

    /** Newest first; `param` searches name, email, phone, subject and message. */
    page: (query: FilteredQuery): Promise<Page<Contact>> =>
      newestFirstPage(db, query, {
        table: contacts,
        rows: db.select(columns).from(contacts).$dynamic(),
        searched: [contacts.name, contacts.email, contacts.phone, contacts.subject, contacts.message],
        createdAt: contacts.createdAt,
        id: contacts.id,
        toItem: toContact,
      }),

    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
      return deleted.length > 0;
    },
  };
}
