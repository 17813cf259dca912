import { formatDateRange } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { placeLine } from '@/lib/enums/us-states';
import { inchesToCm, lbsToKg } from '@/lib/units';
import type { PublicProfileView } from '../profile-queries';
import type { ProfileFactsView } from './profile-facts';

export function profileFacts(profile: PublicProfileView, calendarHref: string | null): ProfileFactsView {
  const { age, height, weight, physique } = profile;
  const stats: ProfileFactsView['stats'] = [];
  if (age !== null) stats.push(['Age', String(age)]);
  if (height !== null) stats.push(['Height', `${formatFeetInches(height)} (${height} in / ${inchesToCm(height)} cm)`]);
  if (weight !== null) stats.push(['Weight', `${weight} lbs / ${lbsToKg(weight)} kg`]);
  if (physique) stats.push(['Physique', physique]);
  for (const lift of profile.lifts) stats.push([lift.label, `${lift.lbs} lbs / ${lbsToKg(lift.lbs)} kg`]);
  return {
    stats,
    services: profile.services,
    links: profile.links,
    travels: profile.travels.map((travel) => ({
      id: travel.id,
      place: placeLine(travel.city, travel.state, travel.country),
      dates: formatDateRange(travel.dateBegins, travel.dateEnds),
      upcoming: travel.upcoming,
    })),
    calendarHref,
  };
}
