-- The rate-limit counters are written on every API request (the per-address limit) and on every public
-- tracking lookup. They guard against abuse and record nothing anyone needs later, so they skip the
-- write-ahead log: each count no longer waits for a log flush at commit. PostgreSQL empties an unlogged
-- table after a crash (and a standby does not receive it): every address then starts a fresh window and
-- any sign-in delay that was running is lifted, which a restart of the old in-memory limiter did as well.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
