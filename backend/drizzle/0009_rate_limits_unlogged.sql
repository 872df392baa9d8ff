-- Rate-limit counters are written by nearly every limited request (a point taken, often
-- one given back) and are worth nothing after a crash: a window that starts afresh is
-- harmless. Unlogged, their writes skip the write-ahead log, so a rush of requests does
-- not wait for a disk flush per counter; PostgreSQL empties the table after a crash.
ALTER TABLE "rate_limits" SET UNLOGGED;
