export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'GU', name: 'Guam' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['code'];

export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map((s) => s.code);

const nameByCode = new Map<string, string>(US_STATES.map((s) => [s.code, s.name]));

export function isUsStateCode(value: string): value is UsStateCode {
  return nameByCode.has(value);
}

export function usStateName(codeOrText: string): string {
  return nameByCode.get(codeOrText) ?? codeOrText;
}

/** The database's CHECK requires a state code for these. */
export const US_COUNTRY_ALIASES = ['US', 'USA', 'U.S.', 'U.S.A.', 'UNITED STATES', 'UNITED STATES OF AMERICA'] as const;

export const US_COUNTRY = 'United States';

export function isUsCountry(country: string | null | undefined): boolean {
  if (!country) return false;
  return (US_COUNTRY_ALIASES as readonly string[]).includes(country.trim().toUpperCase());
}

const codeByFoldedName = new Map<string, UsStateCode>(US_STATES.map((s) => [s.name.toUpperCase(), s.code]));

/** "tx", "Texas" → "TX": filters and time zones compare codes. */
export function usStateCode(codeOrName: string): UsStateCode | undefined {
  const text = codeOrName.trim().replace(/\s+/g, ' ').toUpperCase();
  if (isUsStateCode(text)) return text;
  return codeByFoldedName.get(text);
}

/** "Dallas, Texas, United States": a US code shown as its name. */
export function placeLine(
  city: string | null | undefined,
  state: string | null | undefined,
  country: string | null | undefined,
) {
  return [city, state ? usStateName(state) : null, country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
