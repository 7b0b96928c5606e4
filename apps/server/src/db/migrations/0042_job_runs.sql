CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"attempt" integer NOT NULL,
	"run_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "job_runs_name_started_idx" ON "job_runs" USING btree ("name","started_at");