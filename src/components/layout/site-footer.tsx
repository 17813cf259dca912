import { Unhydrated } from '@/components/ui/unhydrated';
import { isEnabled } from '@/server/flags';
import { FOOTER_NAV, LEGAL_NAV, signupLinks, type NavLink } from './navigation';
import { Logo } from './logo';

function FooterSection({ title, links }: { title: string; links: readonly NavLink[] }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-foreground uppercase">
        {title}
      </h2>
      {/* The links' classes once on the list (HTML and RSC payload of every page); not hydrated on load,
          plain anchors its handler follows. */}
      <Unhydrated
        followLinks
        className="flex flex-col gap-2 text-sm [&_a]:rounded-sm [&_a]:text-muted-foreground [&_a]:hover:text-foreground [&_a]:hover:underline"
      >
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </Unhydrated>
    </nav>
  );
}

/** Spec §2, §9. */
export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid max-w-page grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 footer:grid-cols-4">
        <div className="col-span-2 flex flex-col gap-3 footer:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            The directory and safety community for women who offer wrestling and combat-sport sessions, and the people
            who book them.
          </p>
        </div>
        <FooterSection title="Navigation" links={[...FOOTER_NAV, ...signupLinks(isEnabled)]} />
        <FooterSection title="Legal" links={LEGAL_NAV} />
        <div className="col-span-2 footer:col-span-1">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-foreground uppercase">Who it is for</h2>
          <p className="flex gap-2 text-sm text-muted-foreground">
            <span aria-hidden="true" className="icon-shield-check mt-0.5 size-4 shrink-0 text-accent" />
            <span>Matside is only for persons 18 or older who are located in the United States.</span>
          </p>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-page flex-col gap-1 px-4 py-4 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© 2022 Matside. All rights reserved.</p>
          <p>18+ only · United States only</p>
        </div>
      </div>
    </footer>
  );
}
