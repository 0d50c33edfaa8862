import { s } from './types.ts';

/** Energy: storage, flexibility, heat, renewables, hydrogen, charging. */
export const ENERGY = [
  s(
    'en01',
    'Voltstack AB',
    'Second-life EV batteries repackaged as container storage for solar parks',
    {
      description:
        'We buy used traction batteries from carmakers, grade the cells and build 1 MWh containers that store midday solar for the evening peak. Each container is monitored remotely and sold with a performance guarantee.',
      industries: ['Energy', 'Circular economy'],
      technologies: ['Battery management systems', 'Remote monitoring'],
      stage: 'MARKET_ENTRY',
      country: 'SE',
      interestedCountries: ['EUROPE'],
    },
  ),
  s('en02', 'Flexpool', 'Turns heat pumps and EV chargers into a virtual power plant', {
    description:
      'Our software aggregates thousands of small loads in homes and offices and sells their flexibility on the balancing markets, paying households for every kWh they shift.',
    industries: ['Energy'],
    technologies: ['Demand response', 'Cloud'],
    stage: 'GROWTH',
    country: 'FI',
    interestedCountries: ['SE', 'NO', 'DK'],
  }),
  s(
    'en03',
    'Kelvin Loop',
    'Captures waste heat from data centres and feeds it into district heating',
    {
      description:
        'Modular heat pumps lift low-grade server heat to district heating temperatures. Data centre operators earn from heat they used to vent, the utility gets fossil-free heat.',
      industries: ['Energy', 'Environment and climate'],
      stage: 'PILOT',
      country: 'SE',
    },
  ),
  s('en04', 'Sunspot Analytics', 'Finds underperforming solar panels from inverter data', {
    industries: ['Energy', 'Artificial intelligence'],
    technologies: ['Machine learning'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('en05', 'Bladecare', 'Drone inspections of wind turbine blades with automatic damage reports', {
    description:
      'A drone flies a fixed pattern around the stopped turbine; our models detect erosion, cracks and lightning damage and rank repairs by urgency.',
    industries: ['Energy'],
    technologies: ['Drones', 'Computer vision'],
    stage: 'GROWTH',
    country: 'DK',
    interestedCountries: ['EUROPE', 'US'],
  }),
  s('en06', 'H2Nord', 'Containerised electrolysers for green hydrogen at industrial sites', {
    industries: ['Energy', 'Industry and manufacturing'],
    stage: 'PROTOTYPE',
    country: 'NO',
  }),
  s(
    'en07',
    'Chargeline',
    'Smart charging for bus and truck depots that stays under the grid connection limit',
    {
      description:
        'Depot operators avoid costly grid upgrades: our scheduler plans when each vehicle charges based on departure times, tariffs and the site fuse, and coordinates an optional stationary battery.',
      industries: ['Energy', 'Automotive and mobility'],
      technologies: ['Optimisation', 'OCPP'],
      stage: 'PILOT',
      country: 'SE',
    },
  ),
  s('en08', 'Watt Watch', 'Energy dashboards for property owners', {
    industries: ['Energy', 'Construction and real estate'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('en09', 'Thermabank', 'Stores surplus electricity as heat in sand for industrial steam', {
    description:
      'A sand silo heated with cheap off-peak power delivers process steam around the clock, replacing gas boilers in food and paper plants.',
    industries: ['Energy', 'Industry and manufacturing'],
    technologies: ['Thermal storage'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('en10', 'Gridsense', 'Sensors that warn before a transformer fails', {
    description:
      'Clip-on sensors measure temperature, partial discharge and oil condition of distribution transformers; the utility sees a risk score per unit and plans replacements.',
    industries: ['Energy', 'Telecom and IoT'],
    technologies: ['IoT sensors', 'Predictive maintenance'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('en11', 'Prognos Power', 'Day-ahead forecasts of solar and wind production for traders', {
    industries: ['Energy', 'Artificial intelligence'],
    stage: 'GROWTH',
    country: 'NO',
  }),
  s(
    'en12',
    'Neighbour Energy',
    'Lets neighbours share rooftop solar within a housing cooperative',
    {
      industries: ['Energy'],
      stage: 'PROTOTYPE',
      country: 'SE',
    },
  ),
  s('en13', 'Biogaia Fuels', null, {
    description: 'Upgrades manure and food scraps into biomethane for trucks and buses.',
    industries: ['Energy', 'Agriculture and food'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('en14', 'Tidewave', 'Wave energy converters for islands and fish farms', {
    industries: ['Energy'],
    stage: 'PROTOTYPE',
    country: 'NO',
  }),
  s(
    'en15',
    'Microgrid Labs',
    'Off-grid power systems for construction sites instead of diesel gensets',
    {
      description:
        'Batteries, solar and a small controller replace diesel generators on building sites; we rent the kit per month and report the fuel and CO2 saved.',
      industries: ['Energy', 'Construction and real estate'],
      stage: 'MARKET_ENTRY',
      country: 'SE',
    },
  ),
  s(
    'en16',
    'Peakshift',
    'Cuts the power bill of factories by moving flexible processes to cheap hours',
    {
      industries: ['Energy', 'Industry and manufacturing'],
      technologies: ['Optimisation'],
      stage: 'PILOT',
      country: 'FI',
    },
  ),
  s('en17', 'Aero Heat', 'Heat pumps for apartment blocks, financed from the savings', {
    industries: ['Energy', 'Construction and real estate'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('en18', 'Ampera Meter', 'Reads old electricity meters with a clip-on optical sensor', {
    industries: ['Energy', 'Telecom and IoT'],
    stage: 'PILOT',
    country: 'EE',
  }),
  s('en19', 'Solstice Façades', 'Building-integrated solar glass for office façades', {
    description: 'Coloured photovoltaic glass panels that replace ordinary cladding.',
    industries: ['Energy', 'Materials'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('en20', 'Fuse', 'Tells households when electricity is cheap', {
    industries: ['Energy', 'Retail and consumer'],
    stage: 'GROWTH',
    country: 'NO',
  }),
  s('en21', 'Coolmatic', 'AI control of supermarket refrigeration that cuts energy use by 20%', {
    description:
      'Learns how each cabinet and cold room behaves and pre-cools before price peaks, while keeping food within temperature limits.',
    industries: ['Energy', 'Retail and consumer'],
    technologies: ['Reinforcement learning'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('en22', 'Cablescan', 'Finds faults in underground power cables before they break', {
    industries: ['Energy'],
    technologies: ['Signal processing'],
    stage: 'PROTOTYPE',
    country: 'FI',
  }),
  s('en23', 'Frequence', 'Fast frequency reserve from industrial UPS systems', {
    description:
      'Data centres and hospitals already own large UPS batteries; we let them earn from grid frequency services without risking backup power.',
    industries: ['Energy'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s(
    'en24',
    'Heatly',
    'Predictive control of district heating networks using weather and building data',
    {
      industries: ['Energy', 'Artificial intelligence'],
      stage: 'MARKET_ENTRY',
      country: 'SE',
    },
  ),
];
