-- The search's e-mails join the one trigram-indexed search_text column: timewasters.emails_text
-- holds a row's addresses (kept by a trigger on timewaster_emails), search_text appends it.
-- (0005 adds the columns and the index; this fills emails_text and keeps it in sync.)
UPDATE "timewasters" AS t SET "emails_text" = e.emails
  FROM (SELECT "timewaster_id", string_agg("email", E'\x1f' ORDER BY "id") AS emails FROM "timewaster_emails" GROUP BY "timewaster_id") AS e
  WHERE e."timewaster_id" = t."id";--> statement-breakpoint
CREATE FUNCTION "timewaster_emails_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "timewasters" SET "emails_text" = (SELECT string_agg("email", E'\x1f' ORDER BY "id") FROM "timewaster_emails" WHERE "timewaster_id" = OLD."timewaster_id")
      WHERE "id" = OLD."timewaster_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "timewasters" SET "emails_text" = (SELECT string_agg("email", E'\x1f' ORDER BY "id") FROM "timewaster_emails" WHERE "timewaster_id" = NEW."timewaster_id")
      WHERE "id" = NEW."timewaster_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "timewaster_emails_search" AFTER INSERT OR UPDATE OR DELETE ON "timewaster_emails"
  FOR EACH ROW EXECUTE FUNCTION "timewaster_emails_search_sync"();
