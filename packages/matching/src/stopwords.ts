/**
 * English function words, plus the words every corporate need and startup pitch uses about
 * itself ("we are looking for innovative solutions"), which name no subject matter.
 */
const ENGLISH = `a about above after again against all also am an and any are as at be because been
before being below between both but by can could did do does doing down during each either else
etc even ever every few for from further get gets had has have having he her here hers herself
him himself his how however i if in into is it its itself just less let like made make makes
many may me might more most much must my myself no nor not now of off often on once one only
onto or other others otherwise our ours ourselves out over own per perhaps quite rather really
same several shall she should since so some such than that the their theirs them themselves then
there these they this those though through thus to too under until up upon us very via was way
ways we well were what whatever when where whether which while who whom whose why will with
within without would yet you your yours yourself yourselves`;

const DOMAIN = `able ab aim aims approach approaches area areas around based best better
business businesses challenge challenges collaborate collaboration collaborations companies company
corporate corporates currently customer customers develop developed developing development
enable enables enabling explore exploring find finding focus focused focuses focusing help helps
helping idea ideas innovation innovations innovative interested interest interesting key
leading look looking need needs new offer offers oy ab oyj asa gmbh inc ltd opportunity
opportunities partner partners partnership platform possible product products provide provides
providing seek seeking solution solutions solve solves startup startups start-up start-ups
support supports team together tool tools use used uses using value want wants work working
world year years anything everything something away across already close keep keeps longer
reach reaching grow growing grows every day days today tomorrow million millions thousand
thousands hundred hundreds cost costs costly expensive cheaper large larger largest big bigger
part parts still increasingly often first next lot lots number time times step steps way
whole entire etc ensure ensuring including include includes within order orders`;

const words = (s: string) => s.split(/\s+/).filter((w) => w.length > 0);

/** Never indexed, never part of a phrase. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(words(ENGLISH));

/** Not indexed on their own, but kept inside concept phrases ("plant-based", "small business"). */
export const DOMAIN_STOP_WORDS: ReadonlySet<string> = new Set(words(DOMAIN));

export const STOP_WORDS: ReadonlySet<string> = new Set([...words(ENGLISH), ...words(DOMAIN)]);
