import { s } from './types.ts';

/** Health, medtech, care and life science. */
export const HEALTH = [
  s('he01', 'Sepsiq', 'Bedside blood test that flags sepsis within 20 minutes', {
    description:
      'A cartridge-based point-of-care analyser measures host-response biomarkers so emergency departments can start antibiotics earlier.',
    industries: ['Medtech', 'Health and life science'],
    technologies: ['Biomarkers', 'Microfluidics'],
    stage: 'PROTOTYPE',
    country: 'SE',
  }),
  s('he02', 'Homeward', 'Remote monitoring of heart-failure patients after discharge', {
    description:
      'Patients weigh themselves and measure blood pressure at home; nurses see a risk list each morning and call those who are getting worse, avoiding readmissions.',
    industries: ['Health and life science', 'Medtech'],
    technologies: ['Connected devices'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('he03', 'Mindly', 'Internet-delivered CBT for anxiety and insomnia', {
    industries: ['Health and life science'],
    stage: 'MARKET_ENTRY',
    country: 'SE',
  }),
  s(
    'he04',
    'Fallguard',
    'Radar sensor that detects falls in elderly people’s homes without cameras',
    {
      industries: ['Health and life science', 'Telecom and IoT'],
      technologies: ['Radar', 'Machine learning'],
      stage: 'PILOT',
      country: 'FI',
    },
  ),
  s(
    'he05',
    'Scribe Health',
    'Speech recognition that writes the medical record while the doctor talks',
    {
      description:
        'Listens to the consultation, drafts structured notes in Swedish and English and lets the clinician approve them, saving an hour of documentation a day.',
      industries: ['Health and life science', 'Artificial intelligence'],
      technologies: ['Speech recognition', 'Large language models'],
      stage: 'PILOT',
      country: 'SE',
    },
  ),
  s('he06', 'Dermaview', 'Smartphone images triaged for skin cancer', {
    industries: ['Medtech', 'Artificial intelligence'],
    technologies: ['Computer vision'],
    stage: 'MARKET_ENTRY',
    country: 'NO',
  }),
  s('he07', 'Pillpal', 'Medication dispenser that reminds and reports missed doses', {
    industries: ['Health and life science'],
    stage: 'GROWTH',
    country: 'DK',
  }),
  s('he08', 'Bedflow', 'Predicts hospital bed occupancy days ahead', {
    description:
      'Forecasts admissions and discharges per ward so staffing and elective surgery can be planned without overcrowding.',
    industries: ['Health and life science', 'Artificial intelligence'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('he09', 'Antibiome', 'New antibiotics from soil bacteria against resistant infections', {
    industries: ['Biotech'],
    stage: 'IDEA',
    country: 'SE',
  }),
  s('he10', 'Radiomind', 'Decision support that finds lung nodules in CT scans', {
    industries: ['Medtech', 'Artificial intelligence'],
    technologies: ['Deep learning', 'Medical imaging'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('he11', 'Carelink', 'Coordination app for home-care teams, relatives and the municipality', {
    description:
      'One shared plan for everyone around an older person living at home: visits, medication, notes and messages.',
    industries: ['Health and life science', 'Public sector'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('he12', 'Steplab', 'Wearable insoles that measure gait for rehabilitation', {
    industries: ['Medtech'],
    technologies: ['Wearables'],
    stage: 'PROTOTYPE',
    country: 'NO',
  }),
  s('he13', 'Sterilight', 'UV robots that disinfect patient rooms between stays', {
    industries: ['Medtech'],
    technologies: ['Robotics'],
    stage: 'MARKET_ENTRY',
    country: 'DK',
  }),
  s('he14', 'Trialmatch', 'Finds eligible patients for clinical trials from health records', {
    industries: ['Health and life science', 'Biotech'],
    technologies: ['Natural language processing'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('he15', 'Woundsnap', null, {
    description:
      'Nurses photograph chronic wounds; the app measures the area and tracks healing over time.',
    industries: ['Medtech'],
    stage: 'PILOT',
    country: 'FI',
  }),
  s('he16', 'Calm Work', 'Stress and recovery coaching for employees, paid by the employer', {
    industries: ['Health and life science'],
    stage: 'GROWTH',
    country: 'SE',
  }),
  s('he17', 'Labrunner', 'Automates sample handling in hospital laboratories', {
    industries: ['Medtech', 'Industry and manufacturing'],
    technologies: ['Robotics'],
    stage: 'GROWTH',
    country: 'DE',
  }),
  s('he18', 'Neobreath', 'Non-invasive breathing support for premature babies', {
    industries: ['Medtech'],
    stage: 'PROTOTYPE',
    country: 'SE',
  }),
  s('he19', 'Vitaltrack', 'Patch that streams vital signs from general ward patients to nurses', {
    description:
      'A disposable chest patch measures heart rate, breathing and temperature continuously and alerts staff when a patient deteriorates.',
    industries: ['Medtech', 'Health and life science'],
    technologies: ['Wearables', 'Bluetooth'],
    stage: 'PILOT',
    country: 'SE',
  }),
  s('he20', 'Diabeto', 'Digital coaching for people with type 2 diabetes', {
    industries: ['Health and life science'],
    stage: 'MARKET_ENTRY',
    country: 'FI',
  }),
  s('he21', 'Urinova', 'Home urine test for kidney disease read by the phone camera', {
    industries: ['Medtech'],
    stage: 'PILOT',
    country: 'DK',
  }),
  s('he22', 'Translate Care', 'Interpreting by video for clinics and social services', {
    industries: ['Health and life science', 'Public sector'],
    stage: 'GROWTH',
    country: 'SE',
  }),
];
