import type { EvalNeed } from './types.ts';

/** Needs 20–38; see needs-a.ts. */
export const NEEDS_B: EvalNeed[] = [
  {
    id: 'n20',
    split: 'heldout',
    title: 'Climate adaptation: cloudbursts and flooding',
    description:
      'Cloudbursts flooded basements and tunnels in our city twice last summer. We need to know where the water goes and nature-based ways to slow it down.',
    industries: ['Public sector', 'Smart cities'],
    labels: { bu10: 3, bu20: 3, so11: 1, bu06: 1, so15: 1 },
  },
  {
    id: 'n21',
    split: 'tune',
    title: 'Attractive public transport outside the big cities',
    description:
      'In rural parts of our county buses run almost empty while many residents cannot travel without a car. We want flexible, affordable travel that makes it possible to live without owning a car.',
    industries: ['Public sector', 'Automotive and mobility'],
    labels: { mo05: 3, mo14: 2, mo20: 1 },
  },
  {
    id: 'n22',
    split: 'heldout',
    title: 'Better use of street space',
    description:
      'Our streets must make room for walking, cycling, deliveries and parking. We need data on how streets are actually used, and services that reduce car traffic in the centre.',
    industries: ['Smart cities'],
    labels: { bu14: 3, mo12: 2, mo06: 2, mo14: 2, th04: 2, th10: 2, bu13: 1, bu15: 1 },
  },
  {
    id: 'n23',
    split: 'tune',
    title: 'Smoother port calls and a cleaner harbour',
    description:
      'Ships wait at anchor, trucks queue at the gates and the harbour is one of the city’s largest emitters. We want to plan port calls better, automate terminal moves and cut emissions from vessels at berth.',
    industries: ['Logistics and transport'],
    labels: { mo07: 3, mo09: 3, mo08: 2, mo18: 1, mo21: 1 },
  },
  {
    id: 'n24',
    split: 'heldout',
    title: 'Automation in our distribution centres',
    description:
      'Labour is scarce and volumes grow. We want to automate picking, packing and palletising in our regional warehouses step by step.',
    industries: ['Logistics and transport', 'Retail and consumer'],
    labels: { mo23: 3, 'demo-northwind': 3, mo16: 2, mo11: 1, mo09: 1 },
  },
  {
    id: 'n25',
    split: 'tune',
    title: 'New plant-based products and protein sources',
    description:
      'As a dairy cooperative we want to grow in plant-based drinks and foods and explore new proteins that complement milk.',
    industries: ['Agriculture and food'],
    labels: { fo01: 3, fo19: 3, fo05: 3, fo13: 1 },
  },
  {
    id: 'n26',
    split: 'heldout',
    title: 'Data-driven forestry and new products from wood',
    description:
      'We own a million hectares of forest. We want better data on the state of our stands and new high-value products from wood fibre and side streams of our mills.',
    industries: ['Forestry'],
    labels: { fo09: 3, fo18: 3, in09: 3, in21: 3, fo10: 2, bu07: 2 },
  },
  {
    id: 'n27',
    split: 'tune',
    title: 'Digital services for residents',
    description:
      'Residents expect to run their errands with us online at any hour. We want e-services that are easier to use, faster answers to their questions and less manual handling of applications.',
    industries: ['Public sector'],
    labels: { so01: 3, so02: 3, so18: 3, so16: 1, he22: 1, so07: 1 },
  },
  {
    id: 'n28',
    split: 'heldout',
    title: 'Protecting our plants from cyber threats',
    description:
      'Our production sites are increasingly connected and attacks on industry are growing. We need visibility into what happens in our operational networks, stronger access control and more aware staff.',
    industries: ['Cybersecurity', 'Industry and manufacturing'],
    labels: { so06: 3, so21: 2, so05: 2, so07: 2 },
  },
  {
    id: 'n29',
    split: 'tune',
    title: 'Competence for the green transition',
    description:
      'Our new battery plant needs 3,000 people with skills that barely exist in the region. We look for ways to recruit, train and retain operators and technicians.',
    industries: ['Industry and manufacturing', 'Education'],
    labels: { so03: 3, so08: 2, in14: 2, so17: 2, in17: 1, so09: 1 },
  },
  {
    id: 'n30',
    split: 'heldout',
    title: 'Circular business models in fashion',
    description:
      'We want to earn money from garments more than once: resale, repair and fewer returns of online orders.',
    industries: ['Retail and consumer'],
    labels: { so14: 3, so13: 2, th06: 1 },
  },
  {
    id: 'n31',
    split: 'tune',
    title: 'Reliable climate data across our value chain',
    description:
      'The CSRD requires us to report emissions from purchased goods and transport. We need data from suppliers and logistics partners that auditors accept.',
    industries: ['Environment and climate'],
    labels: { so10: 3, mo21: 3, bu16: 2, so22: 2, fi05: 1, fo17: 1, fo10: 1, in10: 1 },
  },
  {
    id: 'n32',
    split: 'heldout',
    title: 'Helping farmers adapt to a changing climate',
    description:
      'Droughts and wet harvests hit our member farmers harder every year. We look for tools that reduce their risk and help them farm more precisely.',
    industries: ['Agriculture and food'],
    labels: { fi13: 3, fo06: 3, fo14: 2, fo20: 1, fo07: 1, fo15: 1, bu20: 1 },
  },
  {
    id: 'n33',
    split: 'tune',
    title: 'New uses of our IoT network',
    description:
      'We run a nationwide network for connected devices and look for partners whose products rely on many low-power sensors in the field.',
    industries: ['Telecom and IoT'],
    labels: {
      mo11: 3,
      bu15: 3,
      en18: 3,
      fo07: 2,
      bu04: 2,
      bu05: 2,
      in01: 2,
      mo15: 2,
      en10: 2,
      mo19: 1,
      he04: 1,
      in20: 1,
    },
  },
  {
    id: 'n34',
    split: 'heldout',
    title: 'Fewer hospital-acquired infections and less antibiotic resistance',
    description:
      'Infections acquired in hospital prolong stays and resistant bacteria are spreading. We want better hygiene, faster diagnosis and new treatments.',
    industries: ['Health and life science'],
    labels: { he13: 3, he09: 3, he01: 2, 'demo-cobalt': 2, he17: 1 },
  },
  {
    id: 'n35',
    split: 'tune',
    title: 'Storing renewable power',
    description:
      'Wind and solar output varies from hour to hour. We want storage, electrical or thermal, that lets us use more renewable power and supports the grid.',
    industries: ['Energy'],
    labels: { 'demo-aurora': 3, en01: 3, en09: 3, en23: 2, en02: 2, en06: 2, en11: 1, th02: 1 },
  },
  {
    id: 'n36',
    split: 'heldout',
    title: 'Fast and affordable last-mile delivery in cities',
    description:
      'Home deliveries are our most expensive and most criticised leg: vans in narrow streets, failed deliveries and customers who are not at home.',
    industries: ['Logistics and transport'],
    labels: { th04: 3, mo02: 3, mo17: 1, 'demo-northwind': 1 },
  },
  {
    id: 'n37',
    split: 'tune',
    title: 'Diagnostics in the patient’s home',
    description:
      'We want to move testing out of the hospital: patients who sample or measure themselves at home and get results that their doctor trusts.',
    industries: ['Health and life science', 'Medtech'],
    labels: { 'demo-cobalt': 3, he21: 3, he01: 2, he06: 2, he15: 1, he02: 1 },
  },
  {
    id: 'n38',
    split: 'heldout',
    title: 'A safer working environment in heavy industry',
    description:
      'Serious injuries still happen around vehicles, in confined spaces and when people are tired. We want to keep people away from danger and learn from near misses.',
    industries: ['Industry and manufacturing'],
    labels: { in11: 3, bu02: 2, mo04: 2, in13: 2, so17: 1, bu19: 1 },
  },
];
