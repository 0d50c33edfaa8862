import { incubatorId } from './incubator-id.ts';
import { safeText } from './text.ts';

/** The fixed incubator list plus "Other" with free text. Display names as written. */
export const INCUBATOR_NAMES = [
  'Alfred Nobel Science Park',
  'Arctic Business Incubator',
  'AstraZeneca BioVentureHub',
  'BizMaker',
  'Blekinge Business Incubator',
  'Blue Science Park',
  'Chalmers Ventures',
  'Dalarna Science Park',
  'Encubator',
  'Gothia Science Park',
  'GU Ventures',
  'Ideon Innovation',
  'Inkubera',
  'Innovation Skåne',
  'Innovatum Startup',
  'Johanneberg Science Park',
  'Karlstad Innovation Park',
  'Karolinska Institutet Innovations',
  'Krinova',
  'KTH Innovation',
  'LEAD',
  'Lindholmen Science Park',
  'Linköping Science Park',
  'LTU Business',
  'LU Innovation',
  'Medicon Village',
  'MINC',
  'Movexum',
  'Munktell Science Park',
  'Norrköping Science Park',
  'Peak Innovation',
  'Sahlgrenska Science Park',
  'Science Park Borås',
  'Science Park Jönköping',
  'SLU Holding',
  'Smile Incubator',
  'Södertälje Science Park',
  'SSES',
  'STING',
  'SU Innovation',
  'Umeå Biotech Incubator',
  'Uminova Innovation',
  'Uppsala Innovation Centre',
  'Videum Science Park',
  'Västerås Science Park',
] as const;

export const OTHER_INCUBATOR = 'Other';

export const INCUBATORS = INCUBATOR_NAMES.map((name) => ({ name, id: incubatorId(name) }));

/** The incubator of a display name or identifier, if it is on the list. */
export function findIncubator(nameOrId: string) {
  const id = incubatorId(nameOrId);
  return INCUBATORS.find((i) => i.id === id) ?? null;
}

/** An incubator on the list (display name or identifier) or "Other"; anything else is refused. */
export const incubatorChoice = safeText()
  .trim()
  .refine((v) => incubatorId(v) === incubatorId(OTHER_INCUBATOR) || findIncubator(v) !== null, {
    message: 'Unknown incubator; choose one from the list or Other',
  });

/** Whether a stored incubator (name or identifier) is "Other". */
export function isOtherIncubator(value: string | null | undefined) {
  return !!value && incubatorId(value) === incubatorId(OTHER_INCUBATOR);
}
