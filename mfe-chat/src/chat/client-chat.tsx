import { useState } from 'react';
import { Button } from 'antd';
import { pollLastConversation } from '@portal/shared-api/client';
import { Loading } from '@portal/shared-ui';
import { TEXTS as T } from '../texts';
import { NewConversationDialog } from './new-conversation-dialog';
import { Thread } from './thread';
import { usePoll } from './use-poll';

/** The client's single conversation view (spec §2 Chat panel). */
export function ClientChat({ email }: { email: string | null }) {
  const { data: conversation, refresh } = usePoll(pollLastConversation, 'last');
  const [dialog, setDialog] = useState(false);

  return (
    <>
      {conversation === undefined ? (
        <Loading />
      ) : conversation === null ? (
        <p>{T.noConversation}</p>
      ) : (
        <Thread conversation={conversation} myEmail={email} onSent={refresh} />
      )}
      <Button style={{ marginTop: 12 }} onClick={() => setDialog(true)}>
        {T.newButton}
      </Button>
      <NewConversationDialog
        open={dialog}
        email={email}
        onClose={() => setDialog(false)}
        onStarted={() => {
          setDialog(false);
          refresh();
        }}
      />
    </>
  );
}
