import { asc, count, eq } from 'drizzle-orm';
import type { Conversation } from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, tokenFor } from '../../../test/fixtures';
import { chatMessages, conversations } from '../../db/schema';
import { DEMO_CONVERSATIONS } from '../../seed/chat';
import { seedDemoChat } from '../../seed';

describe('demo chat', () => {
  const t = build({ demo: true });

  it('gives the demo client an ended conversation and an active one with messages both ways, once', async () => {
    await seedDemoChat(t.db);
    await seedDemoChat(t.db);

    const rows = await t.db.select().from(conversations).orderBy(asc(conversations.id));
    expect(rows.map((row) => [row.subject, row.endedAt === null])).toEqual(DEMO_CONVERSATIONS.map((c) => [c.subject, c.endedAgo === undefined]));
    const [messages] = await t.db.select({ n: count() }).from(chatMessages);
    expect(messages!.n).toBe(DEMO_CONVERSATIONS.reduce((total, c) => total + c.messages.length, 0));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/messages/getlastconversation',
      headers: bearer(await tokenFor(t.app, 'cliente@demo.cr')),
    });
    const active = response.json<Conversation>();
    expect(active).toMatchObject({ subject: 'Visita de la Finca El Roble', email: 'cliente@demo.cr', active: true });
    expect(active.messages.map((m) => m.fromAdministration)).toEqual([false, true, false, true]);
    expect(active.lastMessageDate).toBe(active.messages.at(-1)!.dateCreated);
    const [ended] = await t.db.select().from(conversations).where(eq(conversations.id, rows[0]!.id));
    expect(ended!.endedAt!.getTime()).toBeLessThan(new Date(active.dateCreated).getTime() + 1);
  });
});
