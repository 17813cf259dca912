-- Trigram indexes (gin_trgm_ops) in the initial schema need pg_trgm. PGlite loads it as the
-- pg_trgm contrib extension; PostgreSQL ships it in postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
