/**
 * Which SPEC §3 region (EUROPE, ASIA, …) each ISO country belongs to, for interested-countries
 * lists that name a region. Codes as in @matchday/shared's countries; Central America and the
 * Caribbean count as North America, Russia and Turkey as Europe.
 */
const REGION_COUNTRIES: Record<string, string> = {
  EUROPE: `AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE
    LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM TR UA VA XK`,
  ASIA: `AE AF AM AZ BD BH BN BT CN GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM
    MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TW UZ VN YE`,
  AFRICA: `AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA
    MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW`,
  NORTH_AMERICA: `AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ
    MS MX NI PA PM PR SV SX TC TT UM US VC VG VI`,
  SOUTH_AMERICA: `AR BO BR CL CO EC FK GF GS GY PE PY SR UY VE`,
  AUSTRALIA_OCEANIA: `AS AU CC CK CX FJ FM GU HM KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV VU
    WF WS`,
};

const REGION_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(REGION_COUNTRIES).flatMap(([region, codes]) =>
    codes
      .split(/\s+/)
      .filter(Boolean)
      .map((code) => [code, region] as const),
  ),
);

/** The region of an ISO country code, or null when unknown. */
export function regionOf(country: string): string | null {
  return REGION_OF.get(country.toUpperCase()) ?? null;
}

/**
 * Whether a place (country code or region) covers a country: the same code, or the country's
 * region. Case-insensitive.
 */
export function covers(place: string, country: string): boolean {
  const p = place.toUpperCase();
  const c = country.toUpperCase();
  return p === c || regionOf(c) === p;
}
