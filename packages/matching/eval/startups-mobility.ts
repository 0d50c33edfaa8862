import { s } from './types.ts';

/** Mobility, transport, logistics and maritime. */
export const MOBILITY = [
  s('mo01', 'Routely', 'Route planning for home-care staff and technicians', {
    description:
      'Plans daily visits for hundreds of field workers in minutes, respecting skills, time windows and travel times, and re-plans when someone calls in sick.',
    industries: ['Logistics and transport', 'Health and life science'],
    technologies: ['Optimisation'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('mo02', 'Lastmile Locker', 'Parcel lockers in apartment buildings', {
    industries: ['Logistics and transport', 'Retail and consumer'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  }),
  s('mo03', 'Fleetmind', 'Tells truck fleets which vehicles can go electric today', {
    description:
      'We analyse telematics from your diesel trucks and show which routes can be driven electric, which chargers you need and what it costs over five years.',
    industries: ['Logistics and transport', 'Automotive and mobility'],
    technologies: ['Telematics', 'Data analytics'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('mo04', 'Alert Driver', 'Camera in the cab that detects drowsy and distracted drivers', {
    industries: ['Automotive and mobility', 'Artificial intelligence'],
    technologies: ['Computer vision'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('mo05', 'Ridepool', 'On-demand minibuses for rural areas booked by app or phone', {
    description:
      'Demand-responsive public transport where fixed bus lines are empty: passengers book a ride, the algorithm pools trips and the regional transit authority pays per passenger.',
    industries: ['Automotive and mobility', 'Public sector'],
    stage: 'GROWTH',
    country: 'NO',
  }),
  s('mo06', 'Scootsafe', 'Geofencing and speed control for shared e-scooters', {
    industries: ['Automotive and mobility', 'Smart cities'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('mo07', 'Portcall', 'Predicts vessel arrival times so ports can plan berths and cranes', {
    description:
      'Combines AIS ship positions, weather and terminal data; ports and shipping lines share one arrival estimate and cut waiting at anchor.',
    industries: ['Logistics and transport'],
    technologies: ['Machine learning', 'AIS'],
    stage: 'GROWTH',
    country: 'FI',
    interestedCountries: ['EUROPE', 'ASIA'],
  }),
  s('mo08', 'Electroferry', 'Battery-electric drive trains for small ferries', {
    industries: ['Automotive and mobility', 'Energy'],
    stage: 'PILOT',
    country: 'NO',
  }),
  s('mo09', 'Cargonaut', 'Autonomous yard trucks for ports and logistics hubs', {
    description:
      'Our driverless terminal tractors move trailers between gates and docks around the clock.',
    industries: ['Logistics and transport', 'Automotive and mobility'],
    technologies: ['Autonomous driving', 'Lidar'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('mo10', 'Loadmatch', 'Fills empty return trips of trucks with freight from shippers', {
    industries: ['Logistics and transport'],
    stage: 'GROWTH',
    country: 'PL',
  }),
  s('mo11', 'Tracklink', 'Low-cost trackers for pallets, cages and returnable packaging', {
    description:
      'Battery-powered tags report the position of reusable load carriers across the supply chain so fewer go missing.',
    industries: ['Logistics and transport', 'Telecom and IoT'],
    technologies: ['LPWAN', 'IoT'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s('mo12', 'Parkpilot', 'Shows drivers free parking spaces in real time', {
    industries: ['Smart cities', 'Automotive and mobility'],
    stage: 'GROWTH',
    country: 'EE',
  }),
  s('mo13', 'Railsense', 'Acoustic monitoring of railway switches and wheels', {
    description:
      'Microphones along the track hear flat wheels and failing switches before they cause delays.',
    industries: ['Logistics and transport'],
    technologies: ['Acoustic sensing', 'Machine learning'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('mo14', 'Cityhop', 'Mobility subscription bundling transit, bikes and car sharing', {
    industries: ['Automotive and mobility'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  }),
  s('mo15', 'Cold Chain Co', 'Temperature loggers and alerts for food and pharma transports', {
    industries: ['Logistics and transport', 'Agriculture and food'],
    technologies: ['IoT sensors'],
    stage: 'GROWTH',
    country: 'DK',
  }),
  s('mo16', 'Pickwise', 'Voice and light guidance that makes warehouse order pickers faster', {
    industries: ['Logistics and transport'],
    stage: 'MARKET_ENTRY',
    country: 'NL',
  }),
  s('mo17', 'Dronedrop', 'Drone delivery of medicines and lab samples between hospitals', {
    description:
      'Beyond-visual-line-of-sight drone flights cut sample transport from hours to minutes in sparsely populated regions.',
    industries: ['Logistics and transport', 'Health and life science'],
    technologies: ['Drones'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('mo18', 'Shipshape', 'Hull cleaning robot that lowers fuel use of ships', {
    industries: ['Logistics and transport'],
    technologies: ['Robotics'],
    stage: 'PROTOTYPE',
    country: 'NO',
  }),
  s('mo19', 'Tyresmart', 'Sensors in tyres that report wear and pressure to fleet managers', {
    industries: ['Automotive and mobility', 'Telecom and IoT'],
    stage: 'PROTOTYPE',
    country: 'FI',
  }),
  s(
    'mo20',
    'Commute Green',
    'Helps employers cut commuting emissions with travel surveys and nudges',
    {
      industries: ['Automotive and mobility', 'Environment and climate'],
      stage: 'MARKET_ENTRY',
      country: 'SE',
    },
  ),
  s('mo21', 'Freightcarbon', 'Calculates the CO2 of every shipment for shippers and forwarders', {
    description:
      'Emission figures per consignment following the GLEC framework, ready for customers and for scope 3 reporting.',
    industries: ['Logistics and transport', 'Environment and climate'],
    technologies: ['APIs'],
    stage: 'GROWTH',
    country: 'DE',
  }),
  s('mo22', 'Snowplough AI', 'Plans winter road maintenance from road-weather forecasts', {
    industries: ['Public sector', 'Logistics and transport'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('mo23', 'Stackr', 'Robots that build mixed pallets for grocery distribution centres', {
    industries: ['Logistics and transport', 'Retail and consumer'],
    technologies: ['Robotics', 'Computer vision'],
    stage: 'PILOT',
    country: 'DK',
  }),
];
