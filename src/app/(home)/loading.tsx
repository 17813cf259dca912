import { HomePageSkeleton } from '@/features/home/components/home-page-skeleton';

export default function HomeLoading() {
  return <HomePageSkeleton />;
}
