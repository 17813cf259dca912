import 'server-only';
import { usStateCode } from '@/lib/enums/us-states';
import { countryCodeOf } from '@/server/places/states';

/**
 * A continent or a part of a country: the ISO country codes (or, for a part of the US, the state
 * codes) it holds for certain (`yes`) and those people count in it or not (`maybe`: no yes or no).
 */
interface WidePlace {
  countries?: { yes: string; maybe?: string };
  usStates?: { yes: string; maybe?: string };
}

const CENTRAL_AMERICA = 'BZ CR SV GT HN NI PA';
const SOUTH_AMERICA = 'AR BO BR CL CO EC GY PY PE SR UY VE GF FK';
const CARIBBEAN = 'AG BS BB CU DM DO GD HT JM KN LC VC TT PR AW CW BQ KY TC VG VI AI MS BL MF GP MQ';

const WIDE: Record<string, WidePlace> = {
  europe: {
    countries: {
      yes: 'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SK SM UA VA XK',
      maybe: 'TR GE AM AZ KZ',
    },
  },
  asia: {
    countries: {
      yes: 'AF BD BN BT CN HK ID IN IR IQ IL JO JP KH KG KP KR KW LA LB LK MM MN MO MV MY NP OM PH PK QA SA SG SY TH TJ TL TM TW UZ VN YE AE BH PS',
      maybe: 'TR RU GE AM AZ KZ CY EG',
    },
  },
  africa: {
    countries: {
      yes: 'DZ AO BJ BW BF BI CM CV CF TD KM CG CD CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW',
    },
  },
  oceania: { countries: { yes: 'AU NZ FJ PG SB VU WS TO KI TV NR FM MH PW' } },
  scandinavia: { countries: { yes: 'DK NO SE', maybe: 'FI IS' } },
  caribbean: { countries: { yes: CARIBBEAN } },
  'north america': { countries: { yes: 'US CA MX GL', maybe: `${CENTRAL_AMERICA} ${CARIBBEAN}` } },
  'south america': { countries: { yes: SOUTH_AMERICA } },
  'latin america': {
    countries: { yes: `MX ${CENTRAL_AMERICA} AR BO BR CL CO EC PY PE UY VE CU DO PR`, maybe: 'HT GY SR GF' },
  },
  'central america': { countries: { yes: CENTRAL_AMERICA, maybe: 'MX' } },
  'middle east': { countries: { yes: 'BH CY EG IR IQ IL JO KW LB OM PS QA SA SY TR AE YE', maybe: 'AF PK LY' } },
  midwest: { usStates: { yes: 'IL IN IA KS MI MN MO NE ND OH SD WI' } },
  northeast: { usStates: { yes: 'CT ME MA NH RI VT NJ NY PA', maybe: 'DE MD DC' } },
  'new england': { usStates: { yes: 'CT ME MA NH RI VT' } },
  'east coast': { usStates: { yes: 'ME NH MA RI CT NY NJ DE MD VA NC SC GA FL', maybe: 'PA DC' } },
  'west coast': { usStates: { yes: 'CA OR WA', maybe: 'AK HI' } },
  'pacific northwest': { usStates: { yes: 'WA OR', maybe: 'ID MT' } },
  south: { usStates: { yes: 'VA WV KY TN NC SC GA FL AL MS AR LA TX', maybe: 'DE MD DC OK MO' } },
  southeast: { usStates: { yes: 'FL GA AL SC NC TN MS', maybe: 'VA WV KY AR LA' } },
  southwest: { usStates: { yes: 'AZ NM', maybe: 'TX OK NV UT CO CA' } },
  // Too vague to place anyone in or out.
  north: {},
};

/** Every wide place the chat reads as a place. */
export const WIDE_PLACES: ReadonlySet<string> = new Set(Object.keys(WIDE));

function within(code: string | undefined, list: { yes: string; maybe?: string }): boolean | null {
  if (!code) return null;
  if (list.yes.split(' ').includes(code)) return true;
  return list.maybe?.split(' ').includes(code) ? null : false;
}

/** Whether a place of hers (city, state, country) lies in the wide place: null when it cannot be said. */
export function inWidePlace(wide: string, place: { state: string | null; country: string | null }): boolean | null {
  const region = WIDE[wide];
  if (!region) return null;
  const country = countryCodeOf(place.country);
  if (region.countries) return within(country, region.countries);
  if (!region.usStates || !country) return null;
  if (country !== 'US') return false;
  return within(place.state ? usStateCode(place.state) : undefined, region.usStates);
}
