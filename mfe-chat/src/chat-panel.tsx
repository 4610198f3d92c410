import { useSession } from '@portal/shared-auth';
import { AdminChat } from './chat/admin-chat';
import { ClientChat } from './chat/client-chat';
import { TEXTS } from './texts';

/** The chat side panel's content (spec §2 Chat panel): the client's conversation or the administrator's inbox. */
export function ChatPanel() {
  const { loggedRole, email } = useSession();
  if (loggedRole === 'Administrador') return <AdminChat email={email} />;
  if (loggedRole === 'Cliente') return <ClientChat email={email} />;
  return <p>{TEXTS.otherRoles}</p>;
}
