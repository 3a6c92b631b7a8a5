// The owner of a connected account as its institution has them on record (verifyAccount, verifyExchangeAccount):
// what the institution discloses by how its users sign in, of the person the login is.
import type { Deps } from '../../deps/deps.js';
import { ContractError, errors } from '../../contract/errors.js';
import type { Schemas } from '../../contract/types.js';
import { accountOwner, disclosedDetails } from '../../institutions/accountOwners.js';
import { keptAccount } from '../../institutions/scenarios.js';
import type { Connections } from './connections.js';

type Detail = Schemas['AccountInfoType'];
type Owner = Schemas['SandboxUserOwner'];

/** The details each AccountInfoType names. */
const FIELDS: Record<Detail, (keyof Owner)[]> = {
  firstName: ['firstName'],
  middleName: ['middleName'],
  lastName: ['lastName'],
  accountNumber: ['accountNumber'],
  email: ['email'],
  mobileNumber: ['mobileNumber'],
  companyName: ['companyName'],
  countryCode: ['countryCode'],
  city: ['city'],
  postalCode: ['postalCode'],
  address: ['address'],
  id: ['idType', 'idNumber'],
  dateOfBirth: ['dateOfBirth'],
};

/** The owner a sandbox user's document gives, narrowed to the details `wanted` (all when absent). */
function recordedOwner(integrationName: string, owner: Owner, wanted?: Detail[] | null): Schemas['AccountDetails'] {
  const shown = new Set((wanted ?? (Object.keys(FIELDS) as Detail[])).flatMap((detail) => FIELDS[detail]));
  const show = <K extends keyof Owner>(field: K) => (shown.has(field) ? (owner[field] ?? null) : null);
  return {
    integrationName,
    firstName: show('firstName'),
    middleName: show('middleName'),
    lastName: show('lastName'),
    accountNumber: show('accountNumber'),
    email: show('email'),
    mobileNumber: show('mobileNumber'),
    companyName: show('companyName'),
    countryCode: show('countryCode'),
    city: show('city'),
    postalCode: show('postalCode'),
    address: show('address'),
    idType: show('idType'),
    idNumber: show('idNumber'),
    dateOfBirth: show('dateOfBirth'),
  };
}

export function createAccountDetails({ institutions }: Deps, connections: Connections) {
  return {
    /** The owner's details the institution discloses, of those `wanted` (all when absent). */
    async of(
      clientId: string,
      { authToken, integrationId }: Schemas['AccountDetailsRequest'],
      wanted?: Detail[] | null,
    ): Promise<Schemas['AccountDetails']> {
      const type = institutions.ofIntegration(integrationId);
      if (!type) throw errors.unknownIntegration(integrationId);
      const institution = institutions(type);
      const disclosed = disclosedDetails(institution);
      if (!disclosed)
        throw new ContractError('institutionNotSupported', `${institution.name} is a self-custody wallet: no owner is on record for it.`);
      const connection = await connections.accountFor(null, clientId, authToken, type);
      // An owner the document gives (one recorded from an upstream) is answered as it is: what it leaves out is null.
      const recorded = keptAccount(connection.scenario, connection.accountId)?.owner;
      if (recorded) return recordedOwner(institution.name, recorded, wanted);
      const owner = accountOwner(connection.username);
      const given = (detail: Detail) => disclosed.includes(detail) && (!wanted || wanted.includes(detail));
      const show = <T>(detail: Detail, value: T) => (given(detail) ? value : null);
      return {
        integrationName: institution.name,
        firstName: show('firstName', owner.firstName),
        middleName: show('middleName', owner.middleName),
        lastName: show('lastName', owner.lastName),
        accountNumber: show('accountNumber', connection.accountId),
        email: show('email', owner.email),
        mobileNumber: show('mobileNumber', owner.mobileNumber),
        companyName: null,
        countryCode: show('countryCode', owner.countryCode),
        city: show('city', owner.city),
        postalCode: show('postalCode', owner.postalCode),
        address: show('address', owner.address),
        idType: show('id', owner.idType),
        idNumber: show('id', owner.idNumber),
        dateOfBirth: show('dateOfBirth', owner.dateOfBirth),
      };
    },
  };
}

export type AccountDetails = ReturnType<typeof createAccountDetails>;
