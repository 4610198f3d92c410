import { count, desc, eq } from 'drizzle-orm';
import type { Contact, FilteredQuery, Page } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { contacts } from '../../db/schema';
import { containsText, offsetOf, readPage } from '../../lib/listing';

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

const searched = [contacts.name, contacts.email, contacts.phone, contacts.subject, contacts.message];

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
    async page(query: FilteredQuery): Promise<Page<Contact>> {
      const where = containsText(searched, query.param);
      return readPage(
        db
          .select(columns)
          .from(contacts)
          .where(where)
          .orderBy(desc(contacts.createdAt), desc(contacts.id))
          .limit(query.visibleRecords)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(contacts).where(where),
        toContact,
      );
    },

    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
      return deleted.length > 0;
    },
  };
}
