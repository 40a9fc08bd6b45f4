DROP INDEX "worlds_explore_id";--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "week_visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "worlds_explore_trending" ON "worlds" USING btree ("week_visitors" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "worlds"."is_public" and "worlds"."listed" and "worlds"."hidden_at" is null;--> statement-breakpoint
-- Trending (decision 0273): a visit raises its world's week_visitors when it is the visitor's first
-- day there in the last 7 UTC days; Explore recounts every world daily, dropping the days that passed.
CREATE FUNCTION "world_visits_week"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.day >= (now() AT TIME ZONE 'utc')::date - 6 AND NOT EXISTS (
    SELECT 1 FROM world_visits v
    WHERE v.world_id = NEW.world_id AND v.visitor = NEW.visitor
      AND v.day < NEW.day AND v.day >= (now() AT TIME ZONE 'utc')::date - 6
  ) THEN
    UPDATE worlds SET week_visitors = week_visitors + 1 WHERE id = NEW.world_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "world_visits_week" AFTER INSERT ON "world_visits" FOR EACH ROW EXECUTE FUNCTION "world_visits_week"();--> statement-breakpoint
UPDATE "worlds" w SET "week_visitors" = t.n
FROM (
  SELECT world_id, count(DISTINCT visitor)::int AS n FROM world_visits
  WHERE day >= (now() AT TIME ZONE 'utc')::date - 6 GROUP BY world_id
) t
WHERE t.world_id = w.id;
