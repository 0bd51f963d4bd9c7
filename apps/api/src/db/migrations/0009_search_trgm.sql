-- Manage Bookings searches a code and a customer's name each through its own index (a name then costs nothing in the
-- codes' index, and the planner has statistics for the name alone).
CREATE INDEX "bookings_code_trgm" ON "bookings" USING gin ("booking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
-- The planner reads an expression index's own statistics, which ANALYZE gathers.
ANALYZE "users";