import { useSession } from '@portal/shared-auth';

/** The chat side panel's content (spec §2 "Chat panel"): for now who the conversation is with. */
export function ChatPanel() {
  const { loggedRole } = useSession();
  return (
    <div>
      <p>
        {loggedRole === 'Administrador'
          ? 'Buzon de entrada: aquí aparecerán las conversaciones de los clientes.'
          : 'Escriba a la administración de la certificación desde este panel.'}
      </p>
    </div>
  );
}
