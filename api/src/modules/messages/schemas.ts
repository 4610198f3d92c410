import { z } from 'zod';
import type { ChatMessage, Conversation, ConversationSummary } from '@portal/shared-api';

/** Response schemas of the chat routes, typed against the contract's interfaces. */

export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    userEmail: z.string(),
    userName: z.string(),
    messageText: z.string(),
    dateCreated: z.string(),
    fromAdministration: z.boolean().meta({ description: 'Escrito por la administración y no por el cliente' }),
  })
  .meta({ id: 'ChatMessage' }) satisfies z.ZodType<ChatMessage>;

const conversationShape = {
  id: z.number().int(),
  subject: z.string(),
  email: z.string().meta({ description: 'Correo del cliente dueño de la conversación' }),
  customerName: z.string(),
  dateCreated: z.string(),
  lastMessageDate: z.string(),
  active: z.boolean().meta({ description: 'Solo la conversación más reciente de un cliente está activa' }),
};

export const conversationSchema = z
  .object({ ...conversationShape, messages: z.array(chatMessageSchema) })
  .meta({ id: 'Conversation' }) satisfies z.ZodType<Conversation>;

export const conversationSummarySchema = z
  .object({ ...conversationShape, lastMessage: z.string().nullable().meta({ description: 'Texto del último mensaje, o null' }) })
  .meta({ id: 'ConversationSummary' }) satisfies z.ZodType<ConversationSummary>;

/** `?email=` of the spec's calls: accepted and ignored, the client is the token. */
export const ignoredEmailQuerySchema = z.object({ email: z.string().optional() });

export const newConversationIdSchema = z.number().int().meta({ description: 'Id de la conversación nueva' });

export const notModifiedSchema = z.null().meta({ description: 'Sin cambios desde la versión de If-None-Match (sin cuerpo)' });
export const noConversationSchema = z.null().meta({ description: 'El cliente no tiene una conversación activa' });
