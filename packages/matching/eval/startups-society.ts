import { s } from './types.ts';

/** Public sector, education, security, media, HR, retail, space and climate data. */
export const SOCIETY = [
  s('so01', 'Permitflow', 'Digital building-permit applications for municipalities', {
    description:
      'Citizens apply online with guidance, case officers get complete applications and the processing time is cut in half.',
    industries: ['Public sector'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s(
    'so02',
    'Civicbot',
    'Chatbot that answers citizens’ questions for city websites around the clock',
    {
      industries: ['Public sector', 'Artificial intelligence'],
      technologies: ['Conversational AI'],
      stage: 'MARKET_ENTRY',
      country: 'FI',
    },
  ),
  s(
    'so03',
    'Skillbridge',
    'Reskilling programmes for industrial workers moving into battery and green jobs',
    {
      description:
        'Short modular courses designed with employers; we match workers whose jobs are disappearing with roles in new factories.',
      industries: ['Education', 'Industry and manufacturing'],
      stage: 'GROWTH',
      country: 'SE',
    },
  ),
  s('so04', 'Mathmentor', 'Adaptive maths practice for secondary schools', {
    industries: ['Education'],
    stage: 'GROWTH',
    country: 'NO',
  }),
  s('so05', 'Phishproof', 'Phishing simulations and micro-training for staff', {
    industries: ['Cybersecurity', 'Education'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('so06', 'Sentinel OT', 'Detects cyber attacks on industrial control systems', {
    description:
      'Passive monitoring of PLC and SCADA traffic finds intrusions and misconfigurations in plants and utilities without disturbing operations.',
    industries: ['Cybersecurity', 'Industry and manufacturing'],
    technologies: ['Anomaly detection', 'OT security'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
    interestedCountries: ['EUROPE', 'NORTH_AMERICA'],
  }),
  s('so07', 'Passkey Nordic', 'Passwordless login for employees and customers', {
    industries: ['Cybersecurity'],
    technologies: ['FIDO2'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('so08', 'Hireright AI', 'Skills-based screening of job applicants without bias', {
    industries: ['Artificial intelligence'],
    stage: 'PILOT',
    country: 'DK',
  }),
  s('so09', 'Shiftly', 'Staff scheduling for shops, care and restaurants', {
    description:
      'Builds rosters that respect labour rules and wishes, and lets staff swap shifts in an app.',
    industries: ['Retail and consumer'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s(
    'so10',
    'Scope3 Hub',
    'Collects emissions data from suppliers for corporate climate reporting',
    {
      description:
        'Suppliers answer one questionnaire and share product footprints; buyers get audit-ready scope 3 numbers for CSRD.',
      industries: ['Environment and climate'],
      technologies: ['ESG data'],
      stage: 'GROWTH',
      country: 'DK',
    },
  ),
  s('so11', 'Orbitsense', 'Satellite radar that measures ground movement under railways and dams', {
    industries: ['Space', 'Public sector'],
    technologies: ['InSAR'],
    stage: 'MARKET_ENTRY',
    country: 'NO',
  }),
  s('so12', 'Newsroom AI', 'Summaries and translations for local newsrooms', {
    industries: ['Gaming and media', 'Artificial intelligence'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('so13', 'Fitroom', 'Virtual fitting room that cuts fashion returns', {
    description: 'Shoppers see how sizes fit their body shape before ordering online.',
    industries: ['Retail and consumer'],
    technologies: ['3D body scanning'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('so14', 'Resell Engine', 'White-label second-hand shops for fashion brands', {
    industries: ['Retail and consumer', 'Circular economy'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('so15', 'Crisisnet', 'Situation picture and alerts for emergency services and municipalities', {
    industries: ['Defence and security', 'Public sector'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  }),
  s('so16', 'Signlang', 'Sign-language avatars for public information screens', {
    industries: ['Public sector'],
    stage: 'PROTOTYPE',
    country: 'SE',
  }),
  s('so17', 'Gamelearn', 'Serious games that train operators on rare emergencies', {
    industries: ['Gaming and media', 'Education'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  }),
  s('so18', 'Doclens', 'Extracts data from scanned documents and forms for public agencies', {
    industries: ['Public sector', 'Artificial intelligence'],
    technologies: ['OCR', 'Document AI'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('so19', 'Checkout Vision', 'Cashier-less checkout for convenience stores', {
    industries: ['Retail and consumer'],
    technologies: ['Computer vision'],
    stage: 'PILOT',
    country: 'DK',
  }),
  s('so20', 'Loyalty Loop', 'Personalised offers for grocery chains from receipt data', {
    industries: ['Retail and consumer'],
    stage: 'GROWTH',
    country: 'NO',
  }),
  s('so21', 'Secure Supply', 'Rates the cyber risk of your suppliers', {
    industries: ['Cybersecurity'],
    stage: 'MARKET_ENTRY',
    country: 'EE',
  }),
  s('so22', 'Climate Coach', 'Carbon footprint tracking for small businesses', {
    industries: ['Environment and climate'],
    stage: 'PILOT',
    country: 'FI',
  }),
];

/** The demo startups of the seed (apps/server/src/db/seed/demo-profiles.ts), as the server will pass them. */
export const DEMO = [
  s(
    'demo-northwind',
    'Northwind Robotics AB',
    'Warehouse robots that pay for themselves in a year',
    {
      description: 'Autonomous robots that pick and sort parcels in small warehouses.',
      industries: ['Logistics and transport', 'Artificial intelligence'],
      technologies: ['Computer vision', 'ROS 2'],
      stage: 'PILOT',
      country: 'SE',
      interestedCountries: ['EUROPE', 'US'],
    },
  ),
  s('demo-aurora', 'Aurora Grid AB', 'Batteries that balance the grid', {
    industries: ['Energy'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('demo-birch', 'Birch Analytics AB', 'Cash-flow forecasts for SMEs', {
    industries: ['Fintech'],
    stage: 'SCALE_UP',
    country: 'SE',
  }),
  s('demo-cobalt', 'Cobalt Health AB', 'Home tests for early sepsis', {
    industries: ['Medtech'],
    stage: 'PROTOTYPE',
    country: 'SE',
  }),
  s('demo-dune', 'Dune Materials Oy', 'Low-carbon concrete from mine tailings', {
    industries: ['Materials', 'Construction and real estate'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  }),
];
