import { s } from './types.ts';

/** Food, agriculture, forestry and nature. */
export const FOOD = [
  s('fo01', 'Oatlife', 'Oat-based dairy alternatives for cafés and food service', {
    industries: ['Agriculture and food'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s(
    'fo02',
    'Karma Kitchen',
    'Sells restaurants’ and shops’ unsold food at a discount through an app',
    {
      description:
        'Bakeries, grocers and restaurants post surplus meals and products at the end of the day; consumers pick them up at half price instead of the food being thrown away.',
      industries: ['Agriculture and food', 'Retail and consumer'],
      stage: 'GROWTH',
      country: 'SE',
    },
  ),
  s('fo03', 'Freshcast', 'Forecasts fresh-food demand per store to cut waste and empty shelves', {
    description:
      'Machine learning on sales, weather and promotions sets daily order quantities for fruit, bread and ready meals.',
    industries: ['Retail and consumer', 'Artificial intelligence'],
    technologies: ['Demand forecasting'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  }),
  s('fo04', 'Growbox', 'Vertical farms in shipping containers next to the store', {
    industries: ['Agriculture and food'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('fo05', 'Mycofood', 'Mycoprotein from fungi grown on brewery side streams', {
    description: 'Precision fermentation turns spent grain into a meat-like protein.',
    industries: ['Agriculture and food', 'Biotech'],
    technologies: ['Fermentation'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('fo06', 'Fieldsight', 'Satellite and drone maps that tell farmers where to fertilise', {
    industries: ['Agriculture and food', 'Space'],
    technologies: ['Earth observation', 'Drones'],
    stage: 'GROWTH',
    country: 'DK',
  }),
  s('fo07', 'Cowcare', 'Collar sensors that detect illness and heat in dairy cows', {
    industries: ['Agriculture and food', 'Telecom and IoT'],
    stage: 'MARKET_ENTRY',
    country: 'NL',
  }),
  s('fo08', 'Shelfguard', 'Smart labels that show the real freshness of packaged meat and fish', {
    description:
      'A colour indicator reacts to spoilage gases, so shops and consumers can rely on actual freshness instead of a conservative best-before date.',
    industries: ['Agriculture and food', 'Materials'],
    technologies: ['Sensors', 'Packaging'],
    stage: 'PILOT',
    country: 'NO',
  }),
  s(
    'fo09',
    'Forestwatch',
    'Maps forest damage from storms and bark beetles using satellite images',
    {
      industries: ['Forestry', 'Space'],
      technologies: ['Earth observation', 'Machine learning'],
      stage: 'MARKET_ENTRY',
      country: 'SE',
    },
  ),
  s('fo10', 'Timbertrace', 'Tracks timber from stump to sawmill for certification', {
    industries: ['Forestry'],
    technologies: ['Blockchain'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('fo11', 'Aquanord', 'Land-based salmon farming with recirculating water', {
    industries: ['Agriculture and food', 'Water'],
    stage: 'GROWTH',
    country: 'NO',
  }),
  s('fo12', 'Kitchen Brain', 'Tells canteens how many portions to cook each day', {
    description:
      'Schools, hospitals and staff restaurants log attendance and leftovers; our forecasts cut over-production by a third.',
    industries: ['Agriculture and food', 'Public sector'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('fo13', 'Bugbite', 'Insect protein for animal feed', {
    industries: ['Agriculture and food'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('fo14', 'Soilcarbon', 'Pays farmers for storing carbon in soil and verifies it', {
    industries: ['Agriculture and food', 'Environment and climate'],
    stage: 'PILOT',
    country: 'DK',
  }),
  s('fo15', 'Pollinet', null, {
    description: 'Monitors wild pollinators on farmland with cameras and counts them with AI.',
    industries: ['Environment and climate', 'Agriculture and food'],
    stage: 'PROTOTYPE',
    country: 'SE',
  }),
  s('fo16', 'Harvest Robotics', 'Robots that pick strawberries in greenhouses', {
    industries: ['Agriculture and food'],
    technologies: ['Robotics', 'Computer vision'],
    stage: 'PROTOTYPE',
    country: 'NL',
  }),
  s('fo17', 'Foodtrace', 'Traceability for food producers: where every ingredient came from', {
    industries: ['Agriculture and food'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('fo18', 'Bioforest', 'Forest management plans that balance timber, carbon and biodiversity', {
    industries: ['Forestry', 'Environment and climate'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  }),
  s('fo19', 'Plantmilk Tech', 'Enzymes that make pea and oat drinks creamier', {
    industries: ['Agriculture and food', 'Biotech'],
    stage: 'PILOT',
    country: 'DK',
  }),
  s('fo20', 'Greenhouse OS', 'Climate control software for greenhouses that saves heat and light', {
    industries: ['Agriculture and food', 'Energy'],
    stage: 'MARKET_ENTRY',
    country: 'NL',
  }),
];
