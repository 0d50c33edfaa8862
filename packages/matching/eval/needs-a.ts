import type { EvalNeed } from './types.ts';

/**
 * Needs written the way corporates write them (their words, not the startups'), with graded
 * labels set by reading every profile. Odd needs tune, even needs are held out.
 */
export const NEEDS_A: EvalNeed[] = [
  {
    id: 'n01',
    split: 'tune',
    title: 'Flexibility in the distribution grid',
    description:
      'Our distribution network is reaching its capacity limits in growing suburbs. We want to defer costly reinforcements by activating flexibility from our customers: batteries, heating, electric cars or anything else that can move consumption away from peak hours. Pilots planned for 2026.',
    industries: ['Energy'],
    labels: {
      en02: 3,
      'demo-aurora': 3,
      th02: 3,
      en23: 2,
      en01: 2,
      en07: 2,
      en16: 2,
      en21: 2,
      en09: 1,
      en20: 1,
      en10: 1,
      en22: 1,
      en24: 1,
      en12: 1,
      en15: 1,
    },
  },
  {
    id: 'n02',
    split: 'heldout',
    title: 'Recovering heat and phasing out fossil peak boilers',
    description:
      'We operate district heating in three cities and want to replace the last oil and gas boilers we start on cold days. We are interested in recovering excess heat from industry, data centres and sewage, and in running the network more intelligently.',
    industries: ['Energy'],
    labels: { en03: 3, en24: 3, en09: 2, en17: 1, th07: 1 },
  },
  {
    id: 'n03',
    split: 'tune',
    title: 'Making it easy for hauliers to go electric',
    description:
      'Our customers hesitate to switch to battery-electric trucks. We look for partners that make the transition easier: knowing which routes can be driven electric, charging at the depot without waiting years for a bigger grid connection, and keeping the fleet productive.',
    industries: ['Automotive and mobility', 'Logistics and transport'],
    labels: { mo03: 3, en07: 3, mo08: 1, en01: 1, mo19: 1, mo21: 1, en02: 1 },
  },
  {
    id: 'n04',
    split: 'heldout',
    title: 'Fewer empty kilometres and lower emissions in road freight',
    description:
      'About a fifth of our trucks drive back empty and diesel is still most of our fuel. Show us how to fill capacity better, switch to renewable fuels and prove the reductions to our customers.',
    industries: ['Logistics and transport'],
    labels: { mo10: 3, mo21: 2, mo03: 2, en13: 2, th04: 1, mo11: 1 },
  },
  {
    id: 'n05',
    split: 'tune',
    title: 'Less food thrown away in our stores',
    description:
      'Every year our stores discard thousands of tonnes of bread, fruit and ready meals. We want to order more precisely, keep products sellable for longer and find new outlets for items close to their date.',
    industries: ['Retail and consumer', 'Agriculture and food'],
    labels: { fo03: 3, fo02: 3, fo08: 2, fo12: 1, en21: 1, mo15: 1 },
  },
  {
    id: 'n06',
    split: 'heldout',
    title: 'Noticing earlier when a patient gets worse',
    description:
      'On our general wards deterioration is often noticed late, between the nurses’ rounds. We look for ways to follow patients continuously and alert staff before it becomes an emergency, in hospital and after the patient has gone home.',
    industries: ['Health and life science'],
    labels: { he19: 3, he02: 3, he01: 2, 'demo-cobalt': 2, he04: 1, he08: 1 },
  },
  {
    id: 'n07',
    split: 'tune',
    title: 'Give clinicians time back from administration',
    description:
      'Our doctors and nurses spend a large part of the day on documentation, coordination and planning instead of with patients. We want tools that reduce this administrative burden.',
    industries: ['Health and life science'],
    labels: { he05: 3, th03: 3, he11: 2, mo01: 2, he22: 1, so18: 1, he08: 1, so09: 1 },
  },
  {
    id: 'n08',
    split: 'heldout',
    title: 'Living independently at home for longer',
    description:
      'Our municipality has more residents over 80 every year and not enough care staff. We want services that let older people stay safely in their own homes and that make home-care visits more efficient.',
    industries: ['Public sector', 'Health and life science'],
    labels: { he04: 3, he11: 3, he07: 2, he02: 2, mo01: 2, mo05: 1, he19: 1, he12: 1 },
  },
  {
    id: 'n09',
    split: 'tune',
    title: 'Onboarding business customers faster without compliance risk',
    description:
      'Opening an account for a company takes our advisers weeks because of anti-money-laundering checks and beneficial-owner questions. We want a smooth customer experience without compromising on regulatory requirements.',
    industries: ['Fintech'],
    labels: { fi04: 3, fi10: 2, fi03: 1, so07: 1, fi15: 1, so18: 1 },
  },
  {
    id: 'n10',
    split: 'heldout',
    title: 'Serving small and medium-sized enterprises better',
    description:
      'We want to lend to SMEs based on real-time data rather than last year’s annual report, and offer them tools that help them manage liquidity day to day.',
    industries: ['Fintech'],
    labels: { fi02: 3, 'demo-birch': 3, fi12: 2, fi11: 1, fi08: 1, fi01: 1, th05: 1 },
  },
  {
    id: 'n11',
    split: 'tune',
    title: 'Smarter claims handling and loss prevention for home insurance',
    description:
      'Water damage and storms are our most expensive claims. We want to settle simple claims automatically and, better still, help policyholders prevent damage before it happens.',
    industries: ['Fintech'],
    labels: { fi06: 3, bu05: 2, bu20: 2, fi13: 1, bu06: 1, fi03: 1 },
  },
  {
    id: 'n12',
    split: 'heldout',
    title: 'Fossil-free steelmaking and value from our residues',
    description:
      'We are converting our plants to fossil-free production. We look for partners that can use slag and tailings, use our surplus heat, or make our high-temperature processes more energy efficient.',
    industries: ['Materials', 'Industry and manufacturing'],
    labels: {
      in05: 3,
      in23: 3,
      'demo-dune': 3,
      bu01: 2,
      in15: 2,
      en06: 2,
      en03: 1,
      en09: 1,
      in16: 1,
      in22: 1,
    },
  },
  {
    id: 'n13',
    split: 'tune',
    title: 'Avoiding unplanned stops in our plants',
    description:
      'Breakdowns of critical equipment cost us millions every year. We want to move from calendar-based to needs-based upkeep of pumps, motors, conveyors and gearboxes across 40 sites.',
    industries: ['Industry and manufacturing'],
    labels: { in01: 3, in20: 3, in07: 2, en10: 1, in19: 1, in14: 1, mo13: 1, in24: 1 },
  },
  {
    id: 'n14',
    split: 'heldout',
    title: 'Zero defects in paint shop and assembly',
    description:
      'Customer complaints about scratches, poor welds and paint faults are rising. We want to catch every deviation on the line and understand why it happened.',
    industries: ['Industry and manufacturing'],
    labels: { in02: 3, in24: 3, in08: 2, in18: 1, in03: 1, in07: 1 },
  },
  {
    id: 'n15',
    split: 'tune',
    title: 'Halving the embodied carbon of our projects',
    description:
      'We have committed to halve the climate impact of what we build by 2030. We need alternatives to conventional concrete and steel, ways to reuse building components, and tools to calculate the footprint early in design.',
    industries: ['Construction and real estate'],
    labels: {
      bu01: 3,
      'demo-dune': 3,
      bu16: 3,
      bu03: 3,
      bu17: 2,
      bu07: 2,
      en15: 2,
      in09: 1,
    },
  },
  {
    id: 'n16',
    split: 'heldout',
    title: 'Safer and more productive sites',
    description:
      'Too many accidents and too much waiting on our sites. We want to see progress in real time, keep people out of harm’s way and get materials delivered when they are needed.',
    industries: ['Construction and real estate'],
    labels: { bu02: 3, bu19: 2, bu13: 2, in11: 2, en15: 1 },
  },
  {
    id: 'n17',
    split: 'tune',
    title: 'Cutting energy use in our residential portfolio',
    description:
      'We own 12,000 apartments built in the 1960s and 70s. We want to reduce their energy use and carbon without large rent increases, and to engage our tenants in saving energy.',
    industries: ['Construction and real estate', 'Energy'],
    labels: {
      bu08: 3,
      en17: 3,
      en08: 3,
      bu12: 2,
      en12: 2,
      en02: 1,
      bu04: 1,
      bu09: 1,
      en24: 1,
      en19: 1,
    },
  },
  {
    id: 'n18',
    split: 'heldout',
    title: 'Healthy and attractive offices',
    description:
      'Tenants want offices their staff enjoy coming to. We look for ways to improve air, acoustics and comfort and to show tenants how their spaces are used.',
    industries: ['Construction and real estate'],
    labels: { bu04: 3, th08: 2, bu12: 2, he16: 1, en08: 1 },
  },
  {
    id: 'n19',
    split: 'tune',
    title: 'Non-revenue water and resilient networks',
    description:
      'We lose a fifth of the drinking water we produce before it reaches a tap, and several mains burst every winter. We want to locate losses quickly and prioritise renewal of the network.',
    industries: ['Water', 'Public sector'],
    labels: { bu06: 3, bu20: 2, bu05: 1, bu10: 1, bu11: 1, so11: 1 },
  },
];
