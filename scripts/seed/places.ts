import { US_COUNTRY } from '@/lib/enums/us-states';

// Real cities for girls, guys, travels and timewasters. US cities carry their two-letter state
// code (the database checks it); international ones their region and country.

export interface Place {
  city: string;
  state: string;
  country: string;
}

const US: ReadonlyArray<[string, string]> = [
  ['New York', 'NY'],
  ['Los Angeles', 'CA'],
  ['Chicago', 'IL'],
  ['Houston', 'TX'],
  ['Phoenix', 'AZ'],
  ['Philadelphia', 'PA'],
  ['San Antonio', 'TX'],
  ['San Diego', 'CA'],
  ['Dallas', 'TX'],
  ['Austin', 'TX'],
  ['San Jose', 'CA'],
  ['Jacksonville', 'FL'],
  ['Columbus', 'OH'],
  ['Charlotte', 'NC'],
  ['San Francisco', 'CA'],
  ['Indianapolis', 'IN'],
  ['Seattle', 'WA'],
  ['Denver', 'CO'],
  ['Washington', 'DC'],
  ['Boston', 'MA'],
  ['Nashville', 'TN'],
  ['Detroit', 'MI'],
  ['Portland', 'OR'],
  ['Las Vegas', 'NV'],
  ['Memphis', 'TN'],
  ['Baltimore', 'MD'],
  ['Milwaukee', 'WI'],
  ['Albuquerque', 'NM'],
  ['Atlanta', 'GA'],
  ['Miami', 'FL'],
  ['Orlando', 'FL'],
  ['Tampa', 'FL'],
  ['Minneapolis', 'MN'],
  ['New Orleans', 'LA'],
  ['Cleveland', 'OH'],
  ['Pittsburgh', 'PA'],
  ['Salt Lake City', 'UT'],
  ['Kansas City', 'MO'],
  ['St. Louis', 'MO'],
  ['Honolulu', 'HI'],
  ['Anchorage', 'AK'],
  ['Boise', 'ID'],
  ['Omaha', 'NE'],
  ['Raleigh', 'NC'],
  ['Richmond', 'VA'],
  ['Providence', 'RI'],
  ['Hartford', 'CT'],
  ['Newark', 'NJ'],
  ['San Juan', 'PR'],
  ['Sacramento', 'CA'],
];

// [city, region, country]: travels need a region for every country (travels.state is required).
const INTERNATIONAL: ReadonlyArray<[string, string, string]> = [
  ['London', 'England', 'United Kingdom'],
  ['Manchester', 'England', 'United Kingdom'],
  ['Toronto', 'Ontario', 'Canada'],
  ['Vancouver', 'British Columbia', 'Canada'],
  ['Montreal', 'Quebec', 'Canada'],
  ['Berlin', 'Berlin', 'Germany'],
  ['Munich', 'Bavaria', 'Germany'],
  ['Paris', 'Île-de-France', 'France'],
  ['Amsterdam', 'North Holland', 'Netherlands'],
  ['Madrid', 'Madrid Autonomous Community', 'Spain'],
  ['Barcelona', 'Catalonia', 'Spain'],
  ['Rome', 'Lazio', 'Italy'],
  ['Milan', 'Lombardy', 'Italy'],
  ['Prague', 'Prague', 'Czech Republic'],
  ['Vienna', 'Vienna', 'Austria'],
  ['Stockholm', 'Stockholm', 'Sweden'],
  ['Oslo', 'Oslo', 'Norway'],
  ['Dublin', 'Leinster', 'Ireland'],
  ['Sydney', 'New South Wales', 'Australia'],
  ['Melbourne', 'Victoria', 'Australia'],
  ['Auckland', 'Auckland', 'New Zealand'],
  ['Tokyo', 'Tokyo', 'Japan'],
  ['Mexico City', 'Mexico City', 'Mexico'],
  ['Budapest', 'Budapest', 'Hungary'],
  ['Warsaw', 'Masovia', 'Poland'],
  ['Kyiv', 'Kyiv', 'Ukraine'],
  ['São Paulo', 'São Paulo', 'Brazil'],
  ['Buenos Aires', 'Buenos Aires', 'Argentina'],
  ['Cape Town', 'Western Cape', 'South Africa'],
  ['Zurich', 'Zürich', 'Switzerland'],
];

export const US_PLACES: readonly Place[] = US.map(([city, state]) => ({ city, state, country: US_COUNTRY }));
export const INTERNATIONAL_PLACES: readonly Place[] = INTERNATIONAL.map(([city, state, country]) => ({
  city,
  state,
  country,
}));
export const ALL_PLACES: readonly Place[] = [...US_PLACES, ...INTERNATIONAL_PLACES];
