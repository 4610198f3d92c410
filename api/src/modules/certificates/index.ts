// The certificate of a property (beyond the spec's enrolment status): its status, one rule in code and in SQL, and
// every change of it. Other modules ask here, never the properties row's stored status.
export { RUNNING, certified, inForce, statusAt, statusIs, statusSql, storedStatusAt } from './status';
export { certificateHistories, certificateHistory, lifecycleAt, type CertificateEvent, type StoredLifecycle } from './history';
export { resolveLookup, type Found, type LookupLine } from './lookup';
export { issueCertificates } from './issue';
export { drawFrom, issuable, volumeAt, volumesAt, type CertifiedVolume, type Period } from './periods';
export { changeAuthorisedVolume } from './volume';
export {
  EXPIRY_EVERY_MS,
  changeCertificate,
  expireCertificates,
  expireDue,
  nextExpiry,
  renewCertificate,
  scheduleExpiry,
  type CertificateCaller,
  type CertificateChanged,
} from './lifecycle';
