import type { Faker } from '@faker-js/faker';
import { DEMO_ACCOUNTS } from '@mocks/demo-accounts';
import type { UserRecord } from '@mocks/db/records';
import { hashPassword } from '@mocks/http/passwords';

/** The demo accounts as stored users: plausible addresses, deterministic salts, hashes only. */
export async function generateUsers(faker: Faker): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const address = `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state({ abbreviated: true })} ${faker.location.zipCode('#####')}`;
    const salt = faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });
    users.push({
      id: faker.database.mongodbObjectId(),
      name: account.name,
      email: account.email,
      address,
      isAdmin: account.role === 'admin',
      salt,
      passwordHash: await hashPassword(account.password, salt),
    });
  }
  return users;
}
