import { addAccountingUser, addAdminUser } from '@portal/shared-api/client';
import { REGISTRATION_TEXTS as T, StaffRegistrationForm } from '@portal/shared-ui';

/** /registro/Administrador (spec §2): an administrator registers another administrator. */
export function AdminRegistrationPage() {
  return <StaffRegistrationForm title={T.adminTitle} intro={T.adminIntro} send={addAdminUser} success={T.staffSuccess} loginLink={false} />;
}

/** /registro/Contador (spec §2): an administrator registers an accountant. */
export function AccountantRegistrationPage() {
  return (
    <StaffRegistrationForm title={T.accountantTitle} intro={T.accountantIntro} send={addAccountingUser} success={T.staffSuccess} loginLink={false} />
  );
}
