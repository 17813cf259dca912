import { AlertTriangle, ExternalLink } from 'lucide-react';
import { toPictureData } from '@/lib/media';
import { Container } from '@/components/layout/container';
import { Fact, FactList } from '@/components/profile/facts';
import { PictureGrid } from '@/components/profile/picture-grid';
import { ProfileHeader, ProfilePortrait } from '@/components/profile/profile-header';
import { SectionCard } from '@/components/ui/section-card';
import { formatDate } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { reasonParagraphs, type ProblemGirlDetail as ProblemGirlData } from '../types';

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
    <span className="user-text">{value}</span>
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

      <ProfileHeader
        portrait={
          <ProfilePortrait
            picture={picture}
            alt={`${title}'s picture`}
            frame="square"
            emptyText="Problem Girl has no picture."
          />
        }
        title={title}
        subtitle={girl.username && girl.name ? `@${girl.username}` : null}
      >
        <FactList layout="grid">
          <Fact label="Location">{location || 'Unknown'}</Fact>
          <Fact label="Date of analysis">{girl.dateOfAnalysis ? formatDate(girl.dateOfAnalysis) : 'Unknown'}</Fact>
          <Fact label="Height">{girl.height ? formatFeetInches(girl.height) : 'Unknown'}</Fact>
          <Fact label="Weight">{girl.weight ? `${girl.weight} lbs` : 'Unknown'}</Fact>
          {girl.profileUrl ? (
            <Fact label="Profile">
              <MaybeLink value={girl.profileUrl} />
            </Fact>
          ) : null}
        </FactList>
      </ProfileHeader>

      <SectionCard id="reason" title="Reason">
        {reasonParagraphs(girl).map((text, index) => (
          <p
            key={index}
            className={index ? 'mt-3 whitespace-pre-line user-text text-muted-foreground' : 'whitespace-pre-line'}
          >
            {text}
          </p>
        ))}
      </SectionCard>

      <SectionCard id="thread" title="Message thread">
        <FactList layout="column">
          <Fact label="Page title">{girl.pageTitle || 'Page title is null.'}</Fact>
          {girl.messageThread ? (
            <Fact label="Thread">
              <MaybeLink value={girl.messageThread} />
            </Fact>
          ) : null}
        </FactList>
      </SectionCard>

      <SectionCard id="pictures" title="Pictures">
        <PictureGrid pictures={girl.photos} name={title} emptyTitle="Problem Girl has no picture." />
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
