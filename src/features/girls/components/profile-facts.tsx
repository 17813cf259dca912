'use client';

import { CalendarPlus, ExternalLink, Plane } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Unhydrated } from '@/components/ui/unhydrated';

// Client without state: the RSC payload carries these strings, not the cards' element trees beside
// the same markup (decision 038, session 23). Formatted on the server (profileFacts). Not hydrated.

export interface ProfileFactsView {
  stats: [label: string, value: string][];
  services: { key: string; label: string }[];
  links: { label: string; url: string }[];
  travels: { id: number; place: string; dates: string; upcoming: boolean }[];
  calendarHref: string | null;
}

function safeHref(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

export function ProfileFacts({ facts }: { facts: ProfileFactsView }) {
  const { stats, services, links, travels, calendarHref } = facts;
  const firstPast = travels.find((t) => !t.upcoming)?.id;
  return (
    <Unhydrated as="aside" className="order-1 flex flex-col gap-4 lg:order-2">
      <Card>
        <CardHeader>
          <CardTitle>Stats</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-3">
            {stats.map(([label, value]) => (
              <Stat key={label} label={label}>
                {value}
              </Stat>
            ))}
          </dl>
        </CardContent>
      </Card>

      {services.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Services</CardTitle>
          </CardHeader>
          <CardContent>
            <ul aria-label="Services" className="flex flex-wrap gap-2">
              {services.map((service) => (
                <li key={service.key}>
                  <Chip tone="accent">{service.label}</Chip>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {links.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Links</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-1.5">
              {links.map((link) => {
                const href = safeHref(link.url);
                return (
                  <li key={`${link.label}-${link.url}`} className="flex items-center gap-2 text-sm">
                    <span className="font-medium">{link.label}:</span>
                    {href ? (
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer nofollow ugc"
                        className="inline-flex min-w-0 items-center gap-1 text-accent-strong underline-offset-2 hover:underline"
                      >
                        <span className="truncate">{link.url.replace(/^https?:\/\/(www\.)?/i, '')}</span>
                        <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                      </a>
                    ) : (
                      <span className="truncate">{link.url}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Travels</CardTitle>
        </CardHeader>
        <CardContent>
          {travels.length === 0 ? (
            <p className="text-sm text-muted-foreground">No travels planned.</p>
          ) : (
            <ul aria-label="Travels" className="flex flex-col gap-2">
              {travels.map((travel) => (
                <li key={travel.id} className={travel.upcoming ? 'text-sm' : 'text-sm text-muted-foreground'}>
                  {travel.id === firstPast ? (
                    <span className="mt-2 block text-xs font-medium tracking-wide uppercase">Past</span>
                  ) : null}
                  <span className="flex items-center gap-1.5 font-medium">
                    <Plane aria-hidden="true" className="size-3.5" />
                    {travel.place}
                  </span>
                  <span>{travel.dates}</span>
                </li>
              ))}
            </ul>
          )}
          {calendarHref ? (
            <a
              href={calendarHref}
              type="text/calendar"
              className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline underline-offset-2"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              Add her tours to your calendar
            </a>
          ) : null}
        </CardContent>
      </Card>
    </Unhydrated>
  );
}
