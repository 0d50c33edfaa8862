import { s } from './types.ts';

/** Industry 4.0, manufacturing, process industry and materials. */
export const INDUSTRY = [
  s(
    'in01',
    'Vibrant Systems',
    'Wireless vibration sensors that predict when motors and pumps will break',
    {
      description:
        'Magnetic sensors mounted in minutes; our models learn each machine’s normal signature and warn weeks before bearing failures, so maintenance is planned instead of urgent.',
      industries: ['Industry and manufacturing', 'Telecom and IoT'],
      technologies: ['Condition monitoring', 'Edge AI'],
      stage: 'GROWTH',
      country: 'SE',
      interestedCountries: ['EUROPE'],
    },
  ),
  s(
    'in02',
    'Inspecta Vision',
    'Camera-based inspection that finds surface defects on the production line',
    {
      description:
        'Cameras and deep learning catch scratches, dents and paint errors on every part at line speed, replacing manual checks.',
      industries: ['Industry and manufacturing', 'Artificial intelligence'],
      technologies: ['Computer vision', 'Deep learning'],
      stage: 'MARKET_ENTRY',
      country: 'FI',
    },
  ),
  s(
    'in03',
    'Twinworks',
    'Digital twins of production lines for testing changes before making them',
    {
      industries: ['Industry and manufacturing'],
      technologies: ['Simulation', 'Digital twin'],
      stage: 'GROWTH',
      country: 'DE',
    },
  ),
  s('in04', 'Cobotix', 'Collaborative robots for small-batch welding', {
    industries: ['Industry and manufacturing'],
    technologies: ['Robotics'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('in05', 'Greensteel Catalyst', 'Hydrogen-based reduction of iron ore without coal', {
    industries: ['Materials', 'Industry and manufacturing'],
    stage: 'PROTOTYPE',
    country: 'SE',
  }),
  s('in06', 'Printforge', 'Metal 3D printing of spare parts on demand', {
    description:
      'Instead of stocking thousands of rarely used spare parts, plants order them printed when needed from a digital inventory.',
    industries: ['Industry and manufacturing'],
    technologies: ['Additive manufacturing'],
    stage: 'GROWTH',
    country: 'FI',
  }),
  s('in07', 'Opsight', 'Shop-floor app that shows operators why the line stopped', {
    industries: ['Industry and manufacturing'],
    technologies: ['OEE', 'Dashboards'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('in08', 'Ultrasonix', 'Ultrasound that checks weld quality without cutting the part', {
    industries: ['Industry and manufacturing'],
    technologies: ['Non-destructive testing'],
    stage: 'PILOT',
    country: 'NO',
  }),
  s('in09', 'Lignova', 'Replaces fossil binders in coatings with lignin from pulp mills', {
    description: 'A bio-based resin made from a side stream of the pulp industry.',
    industries: ['Materials', 'Forestry'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('in10', 'Procura', 'Finds cheaper and greener suppliers with AI-based spend analysis', {
    industries: ['Industry and manufacturing', 'Artificial intelligence'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('in11', 'Safeline', 'Wearable that warns workers near moving forklifts', {
    description:
      'Tags on people and trucks talk to each other by ultra-wideband radio and vibrate before a collision; near misses are logged for the safety manager.',
    industries: ['Industry and manufacturing', 'Logistics and transport'],
    technologies: ['UWB', 'Wearables'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('in12', 'Fibrecast', 'Recycles carbon fibre composites from wind blades and aircraft', {
    industries: ['Materials', 'Circular economy'],
    stage: 'PILOT',
    country: 'DK',
  }),
  s('in13', 'Proclean', 'Cleaning robots for industrial tanks and silos', {
    industries: ['Industry and manufacturing'],
    technologies: ['Robotics'],
    stage: 'PILOT',
    country: 'NO',
  }),
  s(
    'in14',
    'Knowhow AI',
    'Captures the knowledge of retiring technicians as a searchable assistant',
    {
      description:
        'Interviews, manuals and service reports become an assistant that answers troubleshooting questions on the shop floor.',
      industries: ['Industry and manufacturing', 'Artificial intelligence'],
      technologies: ['Large language models'],
      stage: 'PILOT',
      country: 'SE',
    },
  ),
  s('in15', 'Kilnsense', 'Optimises fuel and temperature in cement and lime kilns', {
    industries: ['Industry and manufacturing', 'Materials'],
    technologies: ['Process control', 'Machine learning'],
    stage: 'PILOT',
    country: 'DK',
  }),
  s('in16', 'Batterycycle', 'Recovers lithium, nickel and cobalt from spent batteries', {
    description:
      'A hydrometallurgical process with low energy use recovering over 95% of the metals.',
    industries: ['Materials', 'Circular economy'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('in17', 'ARtech Assist', 'Remote expert support through smart glasses', {
    industries: ['Industry and manufacturing'],
    technologies: ['Augmented reality'],
    stage: 'GROWTH',
    country: 'FI',
  }),
  s('in18', 'Moldflow Labs', null, {
    description: 'Injection moulding parameters tuned automatically to cut scrap.',
    industries: ['Industry and manufacturing'],
    stage: 'PROTOTYPE',
    country: 'SE',
  }),
  s('in19', 'Airleak', 'Finds compressed-air leaks in factories with an acoustic camera', {
    industries: ['Industry and manufacturing', 'Energy'],
    stage: 'MARKET_ENTRY',
    country: 'NO',
  }),
  s('in20', 'Gearbox Health', 'Oil analysis sensors for gearboxes in mining and wind', {
    industries: ['Industry and manufacturing', 'Energy'],
    technologies: ['Sensors'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('in21', 'Cellufibre', 'Moulded cellulose packaging that replaces plastic trays', {
    industries: ['Materials', 'Forestry'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('in22', 'Mineplan', 'Fleet dispatch and haul road optimisation for open-pit mines', {
    industries: ['Industry and manufacturing'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('in23', 'Tailings Tech', 'Extracts rare earth elements from mine waste', {
    industries: ['Materials', 'Circular economy'],
    stage: 'PROTOTYPE',
    country: 'FI',
  }),
  s('in24', 'Quality Copilot', 'Root-cause analysis of quality deviations from production data', {
    industries: ['Industry and manufacturing', 'Artificial intelligence'],
    stage: 'PILOT',
    country: 'DE',
  }),
];
