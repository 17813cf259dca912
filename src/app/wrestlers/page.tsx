import { isBuildShell } from '@/server/build-phase';
import { WrestlersRoute, wrestlersMetadata } from './wrestlers-route';

export const revalidate = 300;
export const metadata = wrestlersMetadata(undefined, 1);

export default async function Wrestlers() {
  // The build renders an empty shell (no database at build time); the server drops it at start.
  if (await isBuildShell()) return null;
  return <WrestlersRoute region={undefined} page={1} />;
}
