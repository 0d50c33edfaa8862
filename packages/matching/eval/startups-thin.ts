import { s } from './types.ts';

/** The thinnest profiles: a name and a one-line pitch, nothing else. */
export const THIN = [
  s('th01', 'Skyfarm', 'Lettuce grown indoors under LED light, sold to grocers'),
  s('th02', 'Gridlink', 'Software for grid operators to see where the network is congested'),
  s('th03', 'Nurseflow', 'Less paperwork for nurses'),
  s('th04', 'Boltbike', 'Cargo bikes for city deliveries'),
  s('th05', 'Paperless Payables', 'Automates accounts payable'),
  s('th06', 'Mendit', 'Repair service for broken electronics, booked online'),
  s('th07', 'Snowmelt', 'Heated pavements powered by district heating return water'),
  s('th08', 'Quietroom', 'Noise-absorbing panels for open-plan offices'),
  s('th09', 'Robomow Pro', 'Autonomous mowers for parks and golf courses'),
  s('th10', 'Clearsky', 'Measures air pollution street by street'),
  s('th11', 'Pactum Bot', 'AI that negotiates with suppliers'),
  s('th12', 'Ironclad', 'Welding robots'),
];
