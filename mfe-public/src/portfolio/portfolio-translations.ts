import { createTranslations, type Language } from '@portal/shared-api/i18n';
import { PORTFOLIO_NAMESPACES } from './portfolio-texts';

/** The portfolio's texts in `language`, outside React (the map island): an i18next instance of their namespace. */
export const portfolioTranslations = (language: Language) => createTranslations(language, PORTFOLIO_NAMESPACES);
