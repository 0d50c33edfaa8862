import { s } from './types.ts';

/** Fintech, insurance, regtech. */
export const FINTECH = [
  s('fi01', 'Ledgerly', 'Bookkeeping on autopilot for freelancers', {
    industries: ['Fintech'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('fi02', 'Kassaflow', 'Short-term working capital for small firms based on their invoices', {
    description:
      'Small companies upload unpaid invoices and get paid the same day; we price the risk from accounting data and payment history.',
    industries: ['Fintech'],
    technologies: ['Credit scoring', 'Open banking'],
    stage: 'GROWTH',
    country: 'FI',
  }),
  s('fi03', 'Fraudlens', 'Stops card and account-takeover fraud in real time', {
    description:
      'Behavioural biometrics and device signals score every login and payment within milliseconds.',
    industries: ['Fintech', 'Cybersecurity'],
    technologies: ['Machine learning', 'Behavioural biometrics'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
    interestedCountries: ['EUROPE'],
  }),
  s('fi04', 'Onboard ID', 'Customer due diligence for banks in minutes instead of days', {
    description:
      'Automates KYC for business customers: ownership structures, sanctions and PEP screening, document checks, and a risk rating the compliance team can audit.',
    industries: ['Fintech'],
    technologies: ['KYC', 'Document AI'],
    stage: 'GROWTH',
    country: 'DK',
  }),
  s('fi05', 'Greenbond Data', 'Measures the climate impact of loan portfolios', {
    industries: ['Fintech', 'Environment and climate'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('fi06', 'Claimbot', 'Handles simple insurance claims end to end without a human', {
    description:
      'Customers report damage by chat with photos; the system checks the policy, estimates the cost and pays out, passing unclear cases to an adjuster.',
    industries: ['Fintech'],
    technologies: ['Conversational AI', 'Computer vision'],
    stage: 'PILOT',
    country: 'NO',
  }),
  s('fi07', 'Payday Nordic', 'Employees withdraw earned salary before payday', {
    industries: ['Fintech'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('fi08', 'Splitpay', null, {
    description: 'Buy now, pay later for B2B webshops.',
    industries: ['Fintech', 'Retail and consumer'],
    stage: 'GROWTH',
    country: 'NL',
  }),
  s('fi09', 'Pensionwise', 'Shows people what their pension will be and how to raise it', {
    industries: ['Fintech'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('fi10', 'Transaktio', 'Detects money laundering patterns across bank transactions', {
    description:
      'Graph analytics over accounts and transfers find mule networks and structuring that rule-based monitoring misses, with fewer false alerts for investigators.',
    industries: ['Fintech'],
    technologies: ['Graph analytics', 'Machine learning'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('fi11', 'Invoicy', 'E-invoicing and automatic matching of supplier invoices', {
    industries: ['Fintech'],
    technologies: ['OCR'],
    stage: 'GROWTH',
    country: 'EE',
  }),
  s('fi12', 'Cashcast', 'Treasury forecasting for mid-size companies', {
    industries: ['Fintech'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('fi13', 'Agriinsure', 'Parametric crop insurance based on satellite data', {
    industries: ['Fintech', 'Agriculture and food'],
    technologies: ['Earth observation'],
    stage: 'PROTOTYPE',
    country: 'FI',
  }),
  s('fi14', 'Youngsave', 'Saving and investing app for teenagers with parental controls', {
    industries: ['Fintech'],
    stage: 'MARKET_ENTRY',
    country: 'NO',
  }),
  s('fi15', 'Reglens', 'Reads new financial regulation and maps it to your internal policies', {
    industries: ['Fintech', 'Artificial intelligence'],
    technologies: ['Natural language processing'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('fi16', 'Homeloan Hub', 'Digital mortgage applications with instant valuation', {
    industries: ['Fintech', 'Construction and real estate'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('fi17', 'Debtfriend', 'Respectful debt collection that helps people make a payment plan', {
    industries: ['Fintech'],
    stage: 'GROWTH',
    country: 'FI',
  }),
  s('fi18', 'Tapcheck', 'Accept card payments on any phone, no terminal needed', {
    industries: ['Fintech', 'Retail and consumer'],
    stage: 'MARKET_ENTRY',
    country: 'LT',
  }),
];
