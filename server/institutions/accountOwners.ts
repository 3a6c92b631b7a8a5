// The owner of a sandbox account as its institution has them on record: a fictional person made up from the login,
// so that the same login is the same person at every institution and another login another person, and what each
// institution discloses of them, by how its users sign in to it. Telephone numbers are from the ranges set aside for
// fiction (555-01xx in North America, 07700 900xxx in the United Kingdom); e-mail addresses are at example.com.
import type { Schemas } from '../contract/types.js';
import { accountInfoTypeValues } from '../../generated/openapi.js';
import type { InstitutionProfile } from './adapter.js';
import { unit } from './market.js';

type Detail = Schemas['AccountInfoType'];

export interface AccountOwner {
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string;
  mobileNumber: string;
  countryCode: string;
  city: string;
  postalCode: string;
  address: string;
  idType: NonNullable<Schemas['AccountDetails']['idType']>;
  idNumber: string;
  /** Midnight UTC of the day of birth, in Unix seconds. */
  dateOfBirth: number;
}

const FIRST_NAMES = [
  'Maya',
  'Liam',
  'Aisha',
  'Noah',
  'Sofia',
  'Mateo',
  'Priya',
  'Lucas',
  'Hana',
  'Omar',
  'Elena',
  'Kwame',
  'Chloe',
  'Ravi',
  'Ingrid',
  'Diego',
  'Amara',
  'Felix',
  'Yuki',
  'Tomas',
  'Leila',
  'Jonah',
  'Zara',
  'Emil',
];
const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Haddad',
  'Kowalski',
  'Fernandes',
  'Oyelaran',
  'Brennan',
  'Castillo',
  'Novak',
  'Achebe',
  'Whitfield',
  'Sato',
  'Petrov',
  'Delgado',
  'Mbeki',
  'Larsen',
  'Quinn',
  'Varga',
  'Abernathy',
  'Iyer',
  'Rossi',
  'Thorne',
];
const STREETS = ['Elm Street', 'Maple Avenue', 'Oak Lane', 'Cedar Road', 'Birch Close', 'Willow Way', 'Juniper Court', 'Alder Row'];

interface Country {
  code: string;
  places: { city: string; postalCode: string }[];
  /** A mobile number of the fictional range, from a number below 100. */
  mobile: (n: number) => string;
}
const COUNTRIES: Country[] = [
  {
    code: 'US',
    places: [
      { city: 'Springfield', postalCode: '62704' },
      { city: 'Portland', postalCode: '97205' },
      { city: 'Madison', postalCode: '53703' },
      { city: 'Austin', postalCode: '78701' },
    ],
    mobile: (n) => `+1202555${String(100 + n).padStart(4, '0')}`,
  },
  {
    code: 'CA',
    places: [
      { city: 'Toronto', postalCode: 'M5V 2T6' },
      { city: 'Halifax', postalCode: 'B3J 1S9' },
    ],
    mobile: (n) => `+1416555${String(100 + n).padStart(4, '0')}`,
  },
  {
    code: 'GB',
    places: [
      { city: 'Leeds', postalCode: 'LS1 4AP' },
      { city: 'Bristol', postalCode: 'BS1 5TR' },
    ],
    mobile: (n) => `+447700900${String(n).padStart(3, '0')}`,
  },
];

const EARLIEST_BIRTH = Date.UTC(1950, 0, 1) / 1000;
const DAY = 86_400;
/** Births over 55 years: everyone of age. */
const BIRTH_DAYS = 55 * 365;

/** The person a login is: the same login, the same person. */
export function accountOwner(login: string): AccountOwner {
  let i = 0;
  /** The next of a fixed sequence of draws for this login: an integer below n. */
  const draw = (n: number) => Math.floor(unit(`owner:${login}:${i++}`) * n);
  const pick = <T>(items: readonly T[]): T => items[draw(items.length)]!;
  const firstName = pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const middle = draw(3) === 0 ? null : `${pick(FIRST_NAMES)[0]}.`;
  const country = pick(COUNTRIES);
  const place = pick(country.places);
  const passport = draw(2) === 0;
  return {
    firstName,
    middleName: middle,
    lastName,
    email: `${firstName}.${lastName}${draw(90) + 10}@example.com`.toLowerCase(),
    mobileNumber: country.mobile(draw(100)),
    countryCode: country.code,
    ...place,
    address: `${draw(9000) + 100} ${pick(STREETS)}`,
    idType: passport ? 'passport' : 'driversLicense',
    idNumber: passport
      ? String(draw(900_000_000) + 100_000_000)
      : `${lastName[0]}${String(draw(10_000)).padStart(4, '0')}-${String(draw(10_000)).padStart(4, '0')}-${String(draw(10_000)).padStart(4, '0')}`,
    dateOfBirth: EARLIEST_BIRTH + draw(BIRTH_DAYS) * DAY,
  };
}

/** Every detail an institution can disclose: all the spec lists but `companyName` (no sandbox login is a company). */
const EVERYTHING: Detail[] = accountInfoTypeValues.filter((detail) => detail !== 'companyName');

/**
 * What the institution discloses of an account's owner, by how its users sign in: a brokerage, or an exchange by
 * password, the whole record it verified; an exchange by OAuth its profile scope; an exchange by API key what the key
 * reads of the account; a payment provider its payer's contact. A self-custody wallet has no owner on record (null).
 * No sandbox login is a company: `companyName` is never disclosed.
 */
export function disclosedDetails({ kind, signIn, oauth }: Pick<InstitutionProfile, 'kind' | 'signIn' | 'oauth'>): Detail[] | null {
  if (kind === 'wallet') return null;
  if (kind === 'payment') return ['firstName', 'lastName', 'email', 'mobileNumber', 'countryCode'];
  if (kind === 'exchange' && oauth) return ['firstName', 'lastName', 'accountNumber', 'email', 'countryCode'];
  if (kind === 'exchange' && signIn === 'apiKey') return ['accountNumber', 'email', 'countryCode'];
  return EVERYTHING;
}
