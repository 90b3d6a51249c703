import { defineMessages } from '@shell/site-config';

/**
 * Regulatory statements per region. `{entity}` is the operating entity's legal name.
 * Content for the legal team to confirm (see README).
 */
export const regulatoryMessages = defineMessages({
  main: {
    id: 'footer.legal.main.regulatory',
    defaultMessage:
      'Gate is operated by {entity}. Its services are not offered to residents of the restricted locations listed in the User Agreement, including the United States, the United Kingdom, Japan and Singapore.',
    description: 'Regulatory statement of the global site; entity = company name',
  },
  tr: {
    id: 'footer.legal.tr.regulatory',
    defaultMessage:
      'Crypto asset services in Türkiye are provided by {entity}, a crypto asset service provider supervised by the Capital Markets Board of Türkiye (SPK) under Capital Markets Law No. 6362, which also meets the anti-money-laundering obligations set by MASAK.',
    description: 'Regulatory statement of the Turkish site; entity = company name',
  },
  eu: {
    id: 'footer.legal.eu.regulatory',
    defaultMessage:
      '{entity} is authorised by the Malta Financial Services Authority (MFSA) as a crypto-asset service provider under Regulation (EU) 2023/1114 on markets in crypto-assets (MiCA) and provides its services across the European Economic Area.',
    description: 'Regulatory statement of the EU site; entity = company name',
  },
  hk: {
    id: 'footer.legal.hk.regulatory',
    defaultMessage:
      'In Hong Kong, virtual asset services are provided by {entity} under the virtual asset trading platform regime of the Securities and Futures Commission (SFC) set out in the Anti-Money Laundering and Counter-Terrorist Financing Ordinance (Cap. 615).',
    description: 'Regulatory statement of the Hong Kong site; entity = company name',
  },
  us: {
    id: 'footer.legal.us.regulatory',
    defaultMessage:
      '{entity} is registered with the Financial Crimes Enforcement Network (FinCEN) as a money services business. Money transmission services are offered only in the states where {entity} is licensed or exempt from licensing.',
    description: 'Regulatory statement of the US site; entity = company name',
  },
  uk: {
    id: 'footer.legal.uk.regulatory',
    defaultMessage:
      '{entity} is registered with the Financial Conduct Authority (FCA) as a cryptoasset business under the Money Laundering, Terrorist Financing and Transfer of Funds Regulations 2017. Cryptoasset activities are not covered by the Financial Ombudsman Service or the Financial Services Compensation Scheme.',
    description: 'Regulatory statement of the UK site; entity = company name',
  },
  bs: {
    id: 'footer.legal.bs.regulatory',
    defaultMessage:
      '{entity} is registered with the Securities Commission of The Bahamas under the Digital Assets and Registered Exchanges Act, 2024 (DARE 2024).',
    description: 'Regulatory statement of the Bahamas site; entity = company name',
  },
  sg: {
    id: 'footer.legal.sg.regulatory',
    defaultMessage:
      '{entity} is licensed by the Monetary Authority of Singapore (MAS) under the Payment Services Act 2019 to provide digital payment token services.',
    description: 'Regulatory statement of the Singapore site; entity = company name',
  },
  jp: {
    id: 'footer.legal.jp.regulatory',
    defaultMessage:
      '{entity} is registered as a Crypto-Asset Exchange Service Provider with the Director-General of the Kanto Local Finance Bureau under the Payment Services Act of Japan and is a member of the Japan Virtual and Crypto assets Exchange Association (JVCEA).',
    description: 'Regulatory statement of the Japanese site; entity = company name',
  },
  ae: {
    id: 'footer.legal.ae.regulatory',
    defaultMessage:
      '{entity} is licensed by the Dubai Virtual Assets Regulatory Authority (VARA) to provide virtual asset exchange services in and from the Emirate of Dubai.',
    description: 'Regulatory statement of the UAE site; entity = company name',
  },
  au: {
    id: 'footer.legal.au.regulatory',
    defaultMessage:
      '{entity} is registered with the Australian Transaction Reports and Analysis Centre (AUSTRAC) as a digital currency exchange provider. It does not hold an Australian financial services licence, and digital currencies are not regulated financial products.',
    description: 'Regulatory statement of the Australian site; entity = company name',
  },
  testnet: {
    id: 'footer.legal.testnet.regulatory',
    defaultMessage:
      'Testnet is a sandbox operated by {entity} for trying products with simulated funds. Testnet balances have no value and cannot be withdrawn or exchanged for real assets.',
    description: 'Statement of the testnet (demo) site; entity = company name',
  },
});

/** Risk disclaimers; `<link>` marks the words that link to the risk disclosure page. For the legal team to confirm. */
export const riskMessages = defineMessages({
  general: {
    id: 'footer.legal.risk.general',
    defaultMessage:
      'Crypto-asset prices are highly volatile and you could lose all of the money you trade. Past performance is no guide to future results. Only trade with money you can afford to lose, and read our <link>Risk Disclosure</link> first.',
    description: 'General risk warning at the bottom of the footer; <link> links to the risk disclosure page',
  },
  eu: {
    id: 'footer.legal.risk.eu',
    defaultMessage:
      'Crypto-assets are not covered by investor compensation schemes under Directive 97/9/EC or by deposit guarantee schemes under Directive 2014/49/EU. Their value can fall as well as rise, and you may lose the full amount invested. Read the <link>Risk Disclosure</link> before trading.',
    description: 'MiCA risk warning of the EU site; <link> links to the risk disclosure page',
  },
  uk: {
    id: 'footer.legal.risk.uk',
    defaultMessage:
      "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong. <link>Take 2 mins to learn more</link>.",
    description: 'The FCA risk warning of the UK site (regulator wording); <link> links to the risk summary',
  },
  sg: {
    id: 'footer.legal.risk.sg',
    defaultMessage:
      'The Monetary Authority of Singapore (MAS) requires us to caution you that digital payment token services can be risky. You may lose all the money or tokens you put in, and you may not get them back if our business fails. Read the <link>Risk Disclosure</link> before trading.',
    description: 'MAS-style risk warning of the Singapore site; <link> links to the risk disclosure page',
  },
  jp: {
    id: 'footer.legal.risk.jp',
    defaultMessage:
      'Crypto-assets are not legal tender and are not guaranteed by any government or central bank. Their prices can fall sharply and you may suffer losses. Read the <link>Risk Disclosure</link> and trade within your means.',
    description: 'Risk warning of the Japanese site; <link> links to the risk disclosure page',
  },
});

export const disclaimerMessages = defineMessages({
  usNotAdvice: {
    id: 'footer.legal.us.notAdvice',
    defaultMessage:
      'The content on this site is for general information only and is not investment, financial, legal or tax advice. Nothing here is an offer or a solicitation to buy or sell any digital asset. See our <link>Legal Disclosures</link>.',
    description: 'US disclaimer that content is not investment advice; <link> links to the legal disclosures page',
  },
});
