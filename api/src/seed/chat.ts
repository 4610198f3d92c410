import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, conversations, users } from '../db/schema';
import { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL } from './demo-accounts';


const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoMessage {
  from: 'client' | 'admin';
  text: string;
  /** How long before the seed, in milliseconds. */
  ago: number;
}

interface DemoConversation {
  subject: string;
  ago: number;
  endedAgo?: number;
  messages: DemoMessage[];
}

/** The demo client's chat: an older ended conversation and the active one, both ways, in Spanish. */
export const DEMO_CONVERSATIONS: readonly DemoConversation[] = [
  {
    subject: 'Documentos para la inscripción',
    ago: 40 * DAY,
    endedAgo: 6 * DAY,
    messages: [
      {
        from: 'client',
        text: 'Buenas tardes. Estoy llenando la inscripción de la Finca El Roble y no sé si la declaración jurada debe ir firmada por un abogado.',
        ago: 40 * DAY,
      },
      {
        from: 'admin',
        text: 'Buenas tardes, don José. Basta con su firma; use la plantilla de la categoría y adjúntela en PDF.',
        ago: 40 * DAY - 3 * HOUR,
      },
      { from: 'client', text: 'Perfecto, ya la adjunté. Muchas gracias por la ayuda.', ago: 39 * DAY },
    ],
  },
  {
    subject: 'Visita de la Finca El Roble',
    ago: 6 * DAY,
    messages: [
      {
        from: 'client',
        text: 'Hola, quisiera programar la visita anual de la Finca El Roble. ¿Qué fechas tienen disponibles este mes?',
        ago: 6 * DAY,
      },
      {
        from: 'admin',
        text: 'Hola, don José. La regente Carolina Jiménez puede visitarla el martes 14 o el jueves 16 a las 8:00 a. m.',
        ago: 5 * DAY,
      },
      { from: 'client', text: 'El jueves 16 me queda bien. ¿Debo tener algún documento a mano ese día?', ago: 5 * DAY - 2 * HOUR },
      {
        from: 'admin',
        text: 'Tenga el plano de la finca y los permisos vigentes. Le confirmamos la cita por este medio.',
        ago: 2 * HOUR,
      },
    ],
  },
];

/** Seeds the demo client's conversations once (nothing when the client already has any, or the accounts are missing). */
export async function seedDemoChat(db: Database): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_CLIENT_EMAIL, DEMO_ADMIN_EMAIL]));
  const client = accounts.find((account) => account.email === DEMO_CLIENT_EMAIL);
  const admin = accounts.find((account) => account.email === DEMO_ADMIN_EMAIL);
  if (!client || !admin) return;
  const [existing] = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.customerId, client.id)).limit(1);
  if (existing) return;

  const now = Date.now();
  const at = (ago: number) => new Date(now - ago);
  await db.transaction(async (tx) => {
    for (const demo of DEMO_CONVERSATIONS) {
      const [created] = await tx
        .insert(conversations)
        .values({
          customerId: client.id,
          subject: demo.subject,
          createdAt: at(demo.ago),
          lastMessageAt: at(Math.min(...demo.messages.map((message) => message.ago))),
          endedAt: demo.endedAgo === undefined ? null : at(demo.endedAgo),
          version: 1 + demo.messages.length + (demo.endedAgo === undefined ? 0 : 1),
        })
        .returning({ id: conversations.id });
      await tx.insert(chatMessages).values(
        demo.messages.map((message) => ({
          conversationId: created!.id,
          authorId: message.from === 'client' ? client.id : admin.id,
          text: message.text,
          createdAt: at(message.ago),
        })),
      );
    }
  });
}
