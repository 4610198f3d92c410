/** The shared screens' texts without their components: for remotes' text modules, tests and e2e journeys. */
export { REGISTRATION_TEXTS } from './registration/texts';
export { LIST_TEXTS, type ListTexts } from './list/texts';
export { ENROLMENT_TEXTS } from './enrolment/texts';
export { QR_TEXTS } from './qr/texts';
export { FORM_TEXTS } from './form/texts';
export { PROPERTY_TEXTS } from './property/texts';
export { MAP_TEXTS, type MapTexts } from './map/texts';
