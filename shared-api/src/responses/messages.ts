import { z } from 'zod';

/** One message of a thread (spec §3: userEmail, messageText), with who wrote it and when. */
export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    userEmail: z.string(),
    userName: z.string(),
    messageText: z.string(),
    dateCreated: z.string(),
    fromAdministration: z.boolean().meta({ description: 'Escrito por la administración y no por el cliente' }),
  })
  .meta({ id: 'ChatMessage' });

const conversationShape = {
  id: z.number().int(),
  subject: z.string(),
  email: z.string().meta({ description: 'Correo del cliente dueño de la conversación' }),
  customerName: z.string(),
  dateCreated: z.string(),
  lastMessageDate: z.string(),
  active: z.boolean().meta({ description: 'Solo la conversación más reciente de un cliente está activa' }),
};

/** Conversation (spec §3): one client's thread with the administration. */
export const conversationSchema = z
  .object({ ...conversationShape, messages: z.array(chatMessageSchema) })
  .meta({ id: 'Conversation' });

/** A row of the administrator's inbox. */
export const conversationSummarySchema = z
  .object({ ...conversationShape, lastMessage: z.string().nullable().meta({ description: 'Texto del último mensaje, o null' }) })
  .meta({ id: 'ConversationSummary' });
