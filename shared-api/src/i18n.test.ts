import { CERTIFICATE_MSG } from './certificate-lifecycle';
import { CERTIFICATE_TEXTS_BY_LANGUAGE, createTranslations, dataValue, historyReason } from './i18n';
import { RENEWAL_MSG } from './renewals';
import { placeholders } from '../../tools/jest/placeholders';

describe('the certificate texts in Spanish and English', () => {
  it('have the same keys and the same placeholders in both languages', () => {
    expect(placeholders(CERTIFICATE_TEXTS_BY_LANGUAGE.en)).toEqual(placeholders(CERTIFICATE_TEXTS_BY_LANGUAGE.es));
  });

  it('translate the reasons the portal writes itself, and leave an administrator\'s as written', () => {
    const en = createTranslations('en');
    expect(historyReason(en, CERTIFICATE_MSG.issued)).toBe('Certificate issued when the enrolment was accepted.');
    expect(historyReason(en, CERTIFICATE_MSG.expired)).toBe('Its validity period ended without a renewal.');
    expect(historyReason(en, RENEWAL_MSG.renewed('2027-11-03 10:00 am'))).toBe('Certificate renewed: valid until 2027-11-03 10:00 am.');
    expect(historyReason(en, 'Auditoría pendiente de la regencia forestal.')).toBe('Auditoría pendiente de la regencia forestal.');
    const es = createTranslations('es');
    expect(historyReason(es, RENEWAL_MSG.renewed('2027-11-03 10:00 am'))).toBe(RENEWAL_MSG.renewed('2027-11-03 10:00 am'));
    expect(es.t('certificate:since', { status: 'Vigente', date: '2026-01-02 08:00 am' })).toBe('Vigente desde el 2026-01-02 08:00 am');
    expect(en.t('certificate:since', { status: 'Valid', date: '2026-01-02 08:00 am' })).toBe('Valid since 2026-01-02 08:00 am');
  });

  it("writes the portal's stored values in English where known, words with spaces too, and leaves the rest as stored", () => {
    const en = createTranslations('en');
    expect(dataValue(en, 'Cédula Física')).toBe('Personal ID (cédula)');
    expect(dataValue(en, 'Aprobada Por Regente')).toBe('Approved by the regent');
    expect(dataValue(en, 'Propio')).toBe('Owned');
    expect(dataValue(en, 'Plantaciones forestales con PSA')).toBe('Plantaciones forestales con PSA');
    expect(dataValue(createTranslations('es'), 'Cédula Física')).toBe('Cédula Física');
  });
});
