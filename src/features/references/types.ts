import type { ReferenceStatus } from '@/server/db/schema';

export interface MyReference {
  id: number;
  girlUsername: string;
  girlUrl: string;
  guyIdentifier: string | null;
  status: ReferenceStatus;
  girlNamed: boolean;
  createdAt: string;
}

export interface ProfileReference {
  id: number;
  girlUsername: string;
  /** Anything but http(s) or a site path is shown as text. */
  girlUrl: string | null;
  confirmed: boolean;
  createdAt: string;
}

export interface ReferenceRequest {
  id: number;
  guyUsername: string;
  guyName: string | null;
  guyCity: string | null;
  guyIdentifier: string | null;
  createdAt: string;
}
