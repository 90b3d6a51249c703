import { ROUTES } from '@shell/site-config';
import type { SiteKey } from '@shell/site-config';
import { LEGAL_DISCLOSURES_PATH, LEGAL_PAGES } from './items';
import { disclaimerMessages, regulatoryMessages, riskMessages } from './legalMessages';
import type { FooterLegal } from './types';

/**
 * The legal block of every site: operating entity, regulatory statement, risk disclaimers.
 * Entity names and wording are content for the legal team to confirm (README).
 */
export const FOOTER_LEGAL: Readonly<Record<SiteKey, FooterLegal>> = Object.freeze({
  main: { entity: 'Gate Global Ltd.', statements: [regulatoryMessages.main], risks: [riskMessages.general], riskLink: ROUTES.riskDisclosure },
  tr: { entity: 'Gate Teknoloji A.Ş.', statements: [regulatoryMessages.tr], risks: [riskMessages.general], riskLink: ROUTES.riskDisclosure },
  eu: { entity: 'Gate Europe Ltd', statements: [regulatoryMessages.eu], risks: [riskMessages.eu], riskLink: LEGAL_PAGES.riskDisclosure },
  hk: { entity: 'Gate Digital (HK) Limited', statements: [regulatoryMessages.hk], risks: [riskMessages.general], riskLink: ROUTES.riskDisclosure },
  us: {
    entity: 'Gate US Inc.',
    statements: [regulatoryMessages.us],
    risks: [riskMessages.general],
    riskLink: ROUTES.riskDisclosure,
    disclaimer: { text: disclaimerMessages.usNotAdvice, link: LEGAL_DISCLOSURES_PATH, gate: 'footer.usDisclaimer' },
  },
  uk: { entity: 'Gate UK Ltd', statements: [regulatoryMessages.uk], risks: [riskMessages.uk], riskLink: ROUTES.riskDisclosure },
  bs: { entity: 'Gate Bahamas Ltd.', statements: [regulatoryMessages.bs], risks: [riskMessages.general], riskLink: ROUTES.riskDisclosure },
  sg: { entity: 'Gate Singapore Pte. Ltd.', statements: [regulatoryMessages.sg], risks: [riskMessages.sg], riskLink: ROUTES.riskDisclosure },
  jp: { entity: 'Gate Japan K.K.', statements: [regulatoryMessages.jp], risks: [riskMessages.jp], riskLink: ROUTES.riskDisclosure },
  ae: { entity: 'Gate VASP FZE', statements: [regulatoryMessages.ae], risks: [riskMessages.general], riskLink: LEGAL_PAGES.riskDisclosure },
  au: { entity: 'Gate Australia Pty Ltd', statements: [regulatoryMessages.au], risks: [riskMessages.general], riskLink: ROUTES.riskDisclosure },
  testnet: { entity: 'Gate Global Ltd.', statements: [regulatoryMessages.testnet], risks: [] },
});
