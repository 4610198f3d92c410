import { addRegentUser } from '@portal/shared-api/client';
import { StaffRegistrationForm } from '@portal/shared-ui';
import { TEXTS } from '../texts';

const T = TEXTS.registration;

/** /registro/Regente (spec §2): a forestry regent's own account. */
export function RegentRegistrationPage() {
  return <StaffRegistrationForm title={T.regentTitle} intro={T.regentIntro} send={addRegentUser} />;
}
