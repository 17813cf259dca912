// Relations for drizzle's relational queries (db.query.*). Every `many` has its `one` on the
// child, which holds the foreign key.
import { relations } from 'drizzle-orm';
import { account, session, twoFactor, user } from './auth';
import { bookings } from './bookings';
import { forumReviews, girlPhotos, legacyFollowTravels, posts, travels } from './content';
import { girls } from './girls';
import { guys } from './guys';
import { auditLog, moderatorCommentsGirls, moderatorCommentsGuys } from './moderation';
import { problemGirlPhotos, problemGirlReportedUrls, problemGirls } from './problem-girls';
import { scammerPhotos } from './scammers';
import { sessionGirlImages, sessionGirlReports, sessionGirlTravels, sessionGirls } from './session-girls';
import { follows, girlReviews, girlsOnlyComments, guyReviews, pollVotes, unverifiedReferences } from './social';
import {
  thumbs,
  timewasterComments,
  timewasterEmails,
  timewasterPhones,
  timewasterPhotos,
  timewasters,
} from './timewasters';

// Auth (relation keys as Better Auth's generator names them)
export const userRelations = relations(user, ({ one, many }) => ({
  sessions: many(session),
  accounts: many(account),
  twoFactors: many(twoFactor),
  girl: one(girls),
  guy: one(guys),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
export const twoFactorRelations = relations(twoFactor, ({ one }) => ({
  user: one(user, { fields: [twoFactor.userId], references: [user.id] }),
}));

// People
export const girlsRelations = relations(girls, ({ one, many }) => ({
  user: one(user, { fields: [girls.userId], references: [user.id] }),
  photos: many(girlPhotos),
  travels: many(travels),
  posts: many(posts),
  forumReviews: many(forumReviews),
  reviews: many(girlReviews),
  moderatorComments: many(moderatorCommentsGirls),
  problemGirls: many(problemGirls),
  scammerPhotos: many(scammerPhotos),
  follows: many(follows),
  bookings: many(bookings),
  reportedTimewasters: many(timewasters),
  timewasterComments: many(timewasterComments),
  timewasterPhotos: many(timewasterPhotos),
  thumbs: many(thumbs),
  guyReviews: many(guyReviews),
  girlsOnlyComments: many(girlsOnlyComments),
  pollVotes: many(pollVotes),
  sessionGirls: many(sessionGirls),
}));

export const guysRelations = relations(guys, ({ one, many }) => ({
  user: one(user, { fields: [guys.userId], references: [user.id] }),
  follows: many(follows),
  bookings: many(bookings),
  /** Reviews of girls he wrote. */
  girlReviews: many(girlReviews),
  /** Girls' reviews of him. */
  reviews: many(guyReviews),
  girlsOnlyComments: many(girlsOnlyComments),
  unverifiedReferences: many(unverifiedReferences),
  pollVotes: many(pollVotes),
  moderatorComments: many(moderatorCommentsGuys),
  problemGirls: many(problemGirls),
  sessionGirlReports: many(sessionGirlReports),
}));

// Session girls
export const sessionGirlsRelations = relations(sessionGirls, ({ one, many }) => ({
  girl: one(girls, { fields: [sessionGirls.girlId], references: [girls.id] }),
  images: many(sessionGirlImages),
  reports: many(sessionGirlReports),
  travels: many(sessionGirlTravels),
  legacyFollowTravels: many(legacyFollowTravels),
}));
export const sessionGirlImagesRelations = relations(sessionGirlImages, ({ one }) => ({
  sessionGirl: one(sessionGirls, { fields: [sessionGirlImages.sessionGirlId], references: [sessionGirls.id] }),
}));
export const sessionGirlReportsRelations = relations(sessionGirlReports, ({ one }) => ({
  sessionGirl: one(sessionGirls, { fields: [sessionGirlReports.sessionGirlId], references: [sessionGirls.id] }),
  guy: one(guys, { fields: [sessionGirlReports.guyUserId], references: [guys.id] }),
}));
export const sessionGirlTravelsRelations = relations(sessionGirlTravels, ({ one }) => ({
  sessionGirl: one(sessionGirls, { fields: [sessionGirlTravels.sessionGirlId], references: [sessionGirls.id] }),
}));

// Bookings and social
export const bookingsRelations = relations(bookings, ({ one }) => ({
  girl: one(girls, { fields: [bookings.girlId], references: [girls.id] }),
  guy: one(guys, { fields: [bookings.guyId], references: [guys.id] }),
}));
export const followsRelations = relations(follows, ({ one }) => ({
  girl: one(girls, { fields: [follows.girlId], references: [girls.id] }),
  guy: one(guys, { fields: [follows.guyUserId], references: [guys.id] }),
}));
export const girlReviewsRelations = relations(girlReviews, ({ one }) => ({
  girl: one(girls, { fields: [girlReviews.girlId], references: [girls.id] }),
  author: one(guys, { fields: [girlReviews.guyUserId], references: [guys.id] }),
}));
export const guyReviewsRelations = relations(guyReviews, ({ one }) => ({
  girl: one(girls, { fields: [guyReviews.girlId], references: [girls.id] }),
  guy: one(guys, { fields: [guyReviews.guyUserId], references: [guys.id] }),
}));
export const girlsOnlyCommentsRelations = relations(girlsOnlyComments, ({ one }) => ({
  girl: one(girls, { fields: [girlsOnlyComments.girlId], references: [girls.id] }),
  guy: one(guys, { fields: [girlsOnlyComments.guyUserId], references: [guys.id] }),
}));
export const unverifiedReferencesRelations = relations(unverifiedReferences, ({ one }) => ({
  guy: one(guys, { fields: [unverifiedReferences.guyUserId], references: [guys.id] }),
}));
export const pollVotesRelations = relations(pollVotes, ({ one }) => ({
  girl: one(girls, { fields: [pollVotes.girlId], references: [girls.id] }),
  guy: one(guys, { fields: [pollVotes.guyUserId], references: [guys.id] }),
}));

// Timewasters
export const timewastersRelations = relations(timewasters, ({ one, many }) => ({
  reporter: one(girls, { fields: [timewasters.girlId], references: [girls.id] }),
  emails: many(timewasterEmails),
  phones: many(timewasterPhones),
  comments: many(timewasterComments),
  photos: many(timewasterPhotos),
  thumbs: many(thumbs),
}));
export const timewasterEmailsRelations = relations(timewasterEmails, ({ one }) => ({
  timewaster: one(timewasters, { fields: [timewasterEmails.timewasterId], references: [timewasters.id] }),
}));
export const timewasterPhonesRelations = relations(timewasterPhones, ({ one }) => ({
  timewaster: one(timewasters, { fields: [timewasterPhones.timewasterId], references: [timewasters.id] }),
}));
export const timewasterCommentsRelations = relations(timewasterComments, ({ one }) => ({
  timewaster: one(timewasters, { fields: [timewasterComments.timewasterId], references: [timewasters.id] }),
  girl: one(girls, { fields: [timewasterComments.girlId], references: [girls.id] }),
}));
export const timewasterPhotosRelations = relations(timewasterPhotos, ({ one }) => ({
  timewaster: one(timewasters, { fields: [timewasterPhotos.timewasterId], references: [timewasters.id] }),
  girl: one(girls, { fields: [timewasterPhotos.girlId], references: [girls.id] }),
}));
export const thumbsRelations = relations(thumbs, ({ one }) => ({
  girl: one(girls, { fields: [thumbs.girlId], references: [girls.id] }),
  timewaster: one(timewasters, { fields: [thumbs.timewasterId], references: [timewasters.id] }),
}));

// Problem girls and scammers
export const problemGirlsRelations = relations(problemGirls, ({ one, many }) => ({
  girl: one(girls, { fields: [problemGirls.girlId], references: [girls.id] }),
  guy: one(guys, { fields: [problemGirls.guyId], references: [guys.id] }),
  reportedUrls: many(problemGirlReportedUrls),
  photos: many(problemGirlPhotos),
}));
export const problemGirlReportedUrlsRelations = relations(problemGirlReportedUrls, ({ one }) => ({
  problemGirl: one(problemGirls, { fields: [problemGirlReportedUrls.problemGirlId], references: [problemGirls.id] }),
}));
export const problemGirlPhotosRelations = relations(problemGirlPhotos, ({ one }) => ({
  problemGirl: one(problemGirls, { fields: [problemGirlPhotos.problemGirlId], references: [problemGirls.id] }),
}));
export const scammerPhotosRelations = relations(scammerPhotos, ({ one }) => ({
  girl: one(girls, { fields: [scammerPhotos.girlId], references: [girls.id] }),
}));

// Content
export const travelsRelations = relations(travels, ({ one }) => ({
  girl: one(girls, { fields: [travels.girlId], references: [girls.id] }),
}));
export const girlPhotosRelations = relations(girlPhotos, ({ one }) => ({
  girl: one(girls, { fields: [girlPhotos.girlId], references: [girls.id] }),
}));
export const postsRelations = relations(posts, ({ one }) => ({
  girl: one(girls, { fields: [posts.girlId], references: [girls.id] }),
}));
export const forumReviewsRelations = relations(forumReviews, ({ one }) => ({
  girl: one(girls, { fields: [forumReviews.girlId], references: [girls.id] }),
}));
export const legacyFollowTravelsRelations = relations(legacyFollowTravels, ({ one }) => ({
  sessionGirl: one(sessionGirls, { fields: [legacyFollowTravels.sessionGirlId], references: [sessionGirls.id] }),
}));

// Moderation
export const moderatorCommentsGuysRelations = relations(moderatorCommentsGuys, ({ one }) => ({
  guy: one(guys, { fields: [moderatorCommentsGuys.guyUserId], references: [guys.id] }),
  moderator: one(user, { fields: [moderatorCommentsGuys.moderatorUserId], references: [user.id] }),
}));
export const moderatorCommentsGirlsRelations = relations(moderatorCommentsGirls, ({ one }) => ({
  girl: one(girls, { fields: [moderatorCommentsGirls.girlId], references: [girls.id] }),
  moderator: one(user, { fields: [moderatorCommentsGirls.moderatorUserId], references: [user.id] }),
}));
export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(user, { fields: [auditLog.actorUserId], references: [user.id] }),
}));
