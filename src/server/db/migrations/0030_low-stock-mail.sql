CREATE TABLE "daily_job_runs" (
	"job" text NOT NULL,
	"day" text NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_job_runs_job_day_pk" PRIMARY KEY("job","day")
);
