-- docs/decisions/053: the guys' clear phone column goes here only when no row holds a phone in it
-- (a fresh database, or every phone sealed already); otherwise the data migration guy-contacts.ts
-- seals and verifies every guy first, then drops it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "guys" WHERE "phone" IS NOT NULL) THEN
    ALTER TABLE "guys" DROP COLUMN "phone";
  END IF;
END $$;
