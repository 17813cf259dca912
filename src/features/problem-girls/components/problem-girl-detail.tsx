import { AlertTriangle, ExternalLink, ImageOff, UserRound } from 'lucide-react';
import { ResponsiveImage } from '@/components/media/responsive-image';
import { toPictureData } from '@/lib/media';
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { reasonParagraphs, type ProblemGirlDetail as ProblemGirlData } from '../types';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function MaybeLink({ value }: { value: string }) {
  return /^https?:\/\//i.test(value) ? (
    <a
      href={value}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 break-all text-accent-strong hover:underline"
    >
      {value}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  ) : (
    <span className="break-words">{value}</span>
  );
}

/** /problem-girl/{id}: the moderator-edited record with the spec's placeholders for missing parts. */
export function ProblemGirlDetail({ girl }: { girl: ProblemGirlData }) {
  const title = girl.name || girl.username || `Problem girl #${girl.id}`;
  const location = [girl.city, girl.country].filter(Boolean).join(', ');
  const picture = toPictureData(girl.picture, null, { fallbackSize: { width: 600, height: 600 } });
  return (
    <Container className="flex max-w-4xl flex-col gap-6 py-8 sm:py-10">
      <div className="flex items-start gap-3 rounded-card border border-warning/50 bg-warning-soft px-5 py-4 text-warning-strong">
        <AlertTriangle aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div>
          <p className="text-sm font-semibold tracking-wide uppercase">Problem Girl</p>
          <p className="text-lg font-semibold">{girl.headline || 'No headline.'}</p>
        </div>
      </div>

      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="relative aspect-square w-40 shrink-0 overflow-hidden rounded-card border border-border bg-surface-muted sm:w-48">
          {picture ? (
            <ResponsiveImage
              picture={picture}
              alt={`${title}'s picture`}
              sizes="(min-width: 640px) 192px, 160px"
              priority
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-muted-foreground">
              <UserRound aria-hidden="true" className="size-10 opacity-50" />
              <p className="text-xs">Problem Girl has no picture.</p>
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
            {girl.username && girl.name ? <p className="text-muted-foreground">@{girl.username}</p> : null}
          </div>
          <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
            <Fact label="Location">{location || 'Unknown'}</Fact>
            <Fact label="Date of analysis">{girl.dateOfAnalysis ? formatDate(girl.dateOfAnalysis) : 'Unknown'}</Fact>
            <Fact label="Height">{girl.height ? formatFeetInches(girl.height) : 'Unknown'}</Fact>
            <Fact label="Weight">{girl.weight ? `${girl.weight} lbs` : 'Unknown'}</Fact>
            {girl.profileUrl ? (
              <Fact label="Profile">
                <MaybeLink value={girl.profileUrl} />
              </Fact>
            ) : null}
          </dl>
        </div>
      </div>

      <SectionCard id="reason" title="Reason">
        {reasonParagraphs(girl).map((text, index) => (
          <p key={index} className={index ? 'mt-3 whitespace-pre-line text-muted-foreground' : 'whitespace-pre-line'}>
            {text}
          </p>
        ))}
      </SectionCard>

      <SectionCard id="thread" title="Message thread">
        <dl className="flex flex-col gap-3">
          <Fact label="Page title">{girl.pageTitle || 'Page title is null.'}</Fact>
          {girl.messageThread ? (
            <Fact label="Thread">
              <MaybeLink value={girl.messageThread} />
            </Fact>
          ) : null}
        </dl>
      </SectionCard>

      <SectionCard id="pictures" title="Pictures">
        {girl.photos.length === 0 ? (
          <EmptyState icon={ImageOff} title="Problem Girl has no picture." />
        ) : (
          <ul className="grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[900px]:grid-cols-4">
            {girl.photos.map((photo, i) => (
              <li key={photo.id} className="relative aspect-square overflow-hidden rounded-md bg-surface-muted">
                <ResponsiveImage
                  picture={toPictureData(photo.url, null, { fallbackSize: { width: 400, height: 400 } })!}
                  alt={`Picture ${i + 1} of ${title}`}
                  sizes="(min-width: 640px) 33vw, 50vw"
                  className="absolute inset-0 size-full object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard id="reported-urls" title="Reported URLs">
        {girl.reportedUrls.length === 0 ? (
          <p className="text-muted-foreground">No reported URLs.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {girl.reportedUrls.map((item) => (
              <li key={item.id}>
                <MaybeLink value={item.url} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </Container>
  );
}
