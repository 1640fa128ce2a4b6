import type { ReactNode } from 'react';
import { FromTheCooperative } from '../../components/FromTheCooperative';

/**
 * The API's own words about a failure when it gave any (Norwegian: an English page says they are the
 * cooperative's), else the portal's own `fallback` in the active language.
 */
export function ApiMessageOr({ message, fallback }: { message: string | null; fallback: ReactNode }) {
  return message === null ? fallback : <FromTheCooperative message={message} />;
}
