import { s } from './types.ts';

/** Construction, real estate, water and cities. */
export const BUILT = [
  s('bu01', 'Carboncrete', 'Concrete with 60% lower CO2 using slag and clay instead of cement', {
    description:
      'A binder mix certified for structural use; ready-mix plants switch recipes without new equipment.',
    industries: ['Construction and real estate', 'Materials'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('bu02', 'Sitewatch', 'Cameras and AI that track progress and safety on construction sites', {
    description:
      'Time-lapse cameras compare the site with the BIM model every day, flag delays and spot missing helmets and fall protection.',
    industries: ['Construction and real estate', 'Artificial intelligence'],
    technologies: ['Computer vision', 'BIM'],
    stage: 'GROWTH',
    country: 'FI',
  }),
  s('bu03', 'Reclaim Materials', 'Marketplace for reused building materials from demolition', {
    description:
      'Doors, beams, bricks and fixtures from buildings being torn down are inventoried, quality-checked and sold to new projects.',
    industries: ['Construction and real estate', 'Circular economy'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('bu04', 'Indoorly', 'Sensors that measure indoor air and occupancy in offices', {
    industries: ['Construction and real estate', 'Telecom and IoT'],
    technologies: ['IoT sensors'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('bu05', 'Moisture Alert', 'Detects water damage inside walls of new buildings early', {
    industries: ['Construction and real estate'],
    technologies: ['Wireless sensors'],
    stage: 'MARKET_ENTRY',
    country: 'NO',
  }),
  s('bu06', 'Leakfinder', 'Finds leaks in municipal water pipes with acoustic sensors and AI', {
    description:
      'Up to a quarter of drinking water is lost in ageing networks; our hydrophones and models pinpoint leaks so crews dig once.',
    industries: ['Water', 'Public sector'],
    technologies: ['Acoustic sensing', 'Machine learning'],
    stage: 'GROWTH',
    country: 'DK',
  }),
  s('bu07', 'Timberframe', 'Prefabricated timber apartment modules', {
    industries: ['Construction and real estate', 'Forestry'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('bu08', 'Renoplan', 'Plans energy renovations of apartment blocks from a laser scan', {
    description:
      'A scan of the building becomes a model with insulation, window and heating options, their cost and their energy savings.',
    industries: ['Construction and real estate', 'Energy'],
    technologies: ['Laser scanning', 'Digital twin'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('bu09', 'Tenant Hub', 'App for tenants: fault reports, laundry booking and building news', {
    industries: ['Construction and real estate'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('bu10', 'Stormwise', 'Green roofs and rain gardens that absorb heavy rain', {
    industries: ['Water', 'Smart cities'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('bu11', 'Purewater Labs', 'Removes PFAS and pharmaceuticals from wastewater', {
    description: 'An electrochemical treatment step for wastewater plants.',
    industries: ['Water', 'Environment and climate'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('bu12', 'Ventilo', 'Demand-controlled ventilation retrofit for schools', {
    industries: ['Construction and real estate', 'Energy'],
    stage: 'MARKET_ENTRY',
    country: 'NO',
  }),
  s('bu13', 'Siteflow', 'Logistics planning for deliveries to crowded city construction sites', {
    industries: ['Construction and real estate', 'Logistics and transport'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('bu14', 'Urban Pulse', 'Counts pedestrians and cyclists to help cities plan streets', {
    industries: ['Smart cities', 'Public sector'],
    technologies: ['Computer vision'],
    stage: 'GROWTH',
    country: 'FI',
  }),
  s('bu15', 'Binsense', 'Fill-level sensors so waste trucks only empty full bins', {
    industries: ['Smart cities', 'Circular economy'],
    technologies: ['IoT sensors'],
    stage: 'GROWTH',
    country: 'EE',
  }),
  s(
    'bu16',
    'LCA Builder',
    'Climate declarations for buildings generated from the bill of quantities',
    {
      description:
        'Contractors get the life-cycle CO2 of a building project early, compare material choices and file the mandatory climate declaration.',
      industries: ['Construction and real estate', 'Environment and climate'],
      technologies: ['Life cycle assessment'],
      stage: 'MARKET_ENTRY',
      country: 'SE',
    },
  ),
  s('bu17', 'Hempcrete Nordic', 'Insulation blocks made from hemp and lime', {
    industries: ['Construction and real estate', 'Materials'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('bu18', 'Streetlight OS', null, {
    description: 'Dims street lights when nobody is around and reports broken lamps.',
    industries: ['Smart cities', 'Energy'],
    stage: 'MARKET_ENTRY',
    country: 'NO',
  }),
  s('bu19', 'Cranecam', 'Camera on the crane hook that helps operators lift blind', {
    industries: ['Construction and real estate'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('bu20', 'Floodmap', 'Street-level flood risk maps for insurers and municipalities', {
    industries: ['Environment and climate', 'Public sector'],
    technologies: ['Hydrological modelling'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
];
