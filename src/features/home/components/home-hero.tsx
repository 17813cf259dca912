import { Link } from '@/components/ui/link';
import { ShieldAlert, Star, Users } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/layout/container';
import { Unhydrated } from '@/components/ui/unhydrated';

const highlights = [
  {
    icon: Users,
    title: 'Wrestlers',
    text: 'Profiles of session wrestlers across the US and abroad.',
    href: '/wrestlers',
  },
  { icon: Star, title: 'Reviews', text: 'Read what others say before you book.', href: '/reviews' },
  { icon: ShieldAlert, title: 'Scammers', text: 'Check the list of known scammers.', href: '/scammers' },
] as const;

export function HomeHero() {
  return (
    <section
      aria-labelledby="home-title"
      className="border-b border-border bg-gradient-to-b from-accent-soft/70 to-background"
    >
      <Container className="flex flex-col gap-8 py-10 sm:py-14 lg:py-16">
        <div className="flex max-w-2xl flex-col gap-4">
          <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">
            Wrestling · Combat sports · Safety
          </p>
          <h1
            id="home-title"
            className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            Find session wrestlers and book with confidence
          </h1>
          <p className="text-base text-muted-foreground sm:text-lg">
            Matside is the directory and safety community for women who offer wrestling and combat-sport sessions, and
            for the people who book them.
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Link href="/wrestlers" className={buttonVariants({ size: 'lg' })}>
              Browse wrestlers
            </Link>
            <Link href="/advanced_search" className={buttonVariants({ size: 'lg', variant: 'secondary' })}>
              <span aria-hidden="true" className="icon-search size-4 shrink-0" />
              Girls Search
            </Link>
          </div>
        </div>
        <Unhydrated followLinks className="grid gap-3 sm:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text, href }) => (
            <li key={href}>
              <a
                href={href}
                className="flex h-full gap-3 rounded-card border border-border bg-surface/80 p-4 transition-colors hover:border-accent/50"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span className="flex flex-col gap-0.5">
                  <span className="font-semibold">{title}</span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
              </a>
            </li>
          ))}
        </Unhydrated>
      </Container>
    </section>
  );
}
