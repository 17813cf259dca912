import type { ReferenceStatus } from '@/server/db/schema';

/** One of his references, as he sees it on /guy/my-references. */
export interface MyReference {
  id: number;
  girlUsername: string;
  girlUrl: string;
  guyIdentifier: string | null;
  status: ReferenceStatus;
  /** Whether it names a Matside girl who can confirm it. */
  girlNamed: boolean;
  createdAt: string;
}

/** A reference as signed-in visitors of his client profile see it (denied ones are not shown). */
export interface ProfileReference {
  id: number;
  girlUsername: string;
  /** Only an http(s) link or a path on this site; anything else is shown as text. */
  girlUrl: string | null;
  confirmed: boolean;
  createdAt: string;
}

/** A pending reference naming the girl: the "Did you see this client?" card on her dashboard. */
export interface ReferenceRequest {
  id: number;
  guyUsername: string;
  guyName: string | null;
  guyCity: string | null;
  guyIdentifier: string | null;
  createdAt: string;
}
