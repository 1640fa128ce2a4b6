import type { Account } from '../../api/generated/model';
import { digitsOnly } from '../../domain/norwegianNumbers';

/**
 * Whether a client account matches what the accountant typed: part of its name (any case), or digits of its
 * organisasjonsnummer (spaces ignored, so '923 456' finds 923456783). An empty search matches every client.
 */
export function matchesClientSearch(account: Pick<Account, 'name' | 'organizationNumber'>, search: string) {
  const text = search.trim().toLocaleLowerCase('nb');
  if (text === '') return true;
  if (account.name.toLocaleLowerCase('nb').includes(text)) return true;
  const digits = digitsOnly(text);
  return /^\d+$/.test(digits) && digitsOnly(account.organizationNumber ?? '').includes(digits);
}
