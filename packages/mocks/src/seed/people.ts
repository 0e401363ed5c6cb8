import { avatarSvg } from '../images';
import { seedPasswordHash } from './accounts';
import { asset } from './assets';
import { PEOPLE } from './content/people';
import { accountUuidOf, seedAssetIds } from './ids';
import type { SeedTablesOf } from './tables';
import { DAY, iso, NOW } from './time';

/**
 * Everyone's account but the four demo ones: the curated people, each with an avatar, then (up to
 * `accountCount` accounts in all, the `demoCount` demo ones included) their numbered copies (ids from
 * 1001, so none sees the welcome modal), sharing their avatars.
 */
export function seedPeople(t: SeedTablesOf<'accounts' | 'assets'>, demoCount: number, accountCount = 0): void {
  const copies = Math.max(accountCount - demoCount - PEOPLE.length, 0);
  for (let n = 0; n < PEOPLE.length + copies; n++) {
    const person = PEOPLE[n % PEOPLE.length]!;
    const round = Math.floor(n / PEOPLE.length);
    const original = accountUuidOf(person.id, person.slug);
    const picture = seedAssetIds.avatar(original);
    if (round === 0) asset(t, picture, () => avatarSvg(person.name), `avatar-${person.slug}.svg`, person.createdAt, original);
    const id = round === 0 ? person.id : 1000 + n - PEOPLE.length + 1;
    const [local, domain] = person.email.split('@');
    t.accounts.push({
      id,
      uuid: round === 0 ? original : accountUuidOf(id, `${person.slug}-${round + 1}`),
      name: round === 0 ? person.name : `${person.name} ${round + 1}`,
      email: round === 0 ? person.email : `${local}.${round + 1}@${domain}`,
      // Precomputed (seed/passwordHashes.ts); a numbered copy shares the hash of the account it copies.
      passwordHash: seedPasswordHash(person.email),
      role: person.role,
      phone: person.phone,
      cargo: person.cargo,
      occupation: person.occupation,
      company: person.company,
      website: person.website ?? '',
      birth: person.birth,
      cep: person.cep,
      city: person.city,
      state: person.state,
      country: 'Brasil',
      recoveryEmail: '',
      creationSource: person.creationSource ?? 'seed',
      profilePicture: picture,
      accountsStatus: person.status ?? 'ATIVO',
      appProviderUuid: person.provider ?? null,
      createdAt: person.createdAt,
      updatedAt: iso(Math.max(Date.parse(person.createdAt), NOW - 20 * DAY)),
      lastLoggedAt: person.lastLoggedAt,
    });
  }
}
